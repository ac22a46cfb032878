import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AppShell } from "~/components/shell/app-shell";
import { TimeZoneProvider } from "~/components/time/time-zone-provider";
import { serverTimeZone, TIME_ZONE_COOKIE } from "~/lib/time-zone";
import { auth } from "~/server/auth";
import { serverMe } from "~/server/caller";
import { TRPCReactProvider } from "~/trpc/react";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [session, me, cookieJar] = await Promise.all([auth(), serverMe(), cookies()]);
  if (!session) redirect("/");
  const { name, email, image, role } = session.user;
  // The data layer ships only to signed-in pages; the public pages stay light.
  return (
    <TRPCReactProvider>
      <TimeZoneProvider zone={serverTimeZone(cookieJar.get(TIME_ZONE_COOKIE)?.value)}>
        <AppShell user={{ name: name ?? null, email, image: image ?? null }} initialMe={me} isAdmin={role === "admin"}>
          {children}
        </AppShell>
      </TimeZoneProvider>
    </TRPCReactProvider>
  );
}
