import { redirect } from "next/navigation";
import { AppShell } from "~/components/shell/app-shell";
import { auth } from "~/server/auth";
import { serverMe } from "~/server/caller";
import { TRPCReactProvider } from "~/trpc/react";

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [session, me] = await Promise.all([auth(), serverMe()]);
  if (!session) redirect("/");
  const { name, email, image, role } = session.user;
  // The data layer ships only to signed-in pages; the public pages stay light.
  return (
    <TRPCReactProvider>
      <AppShell user={{ name: name ?? null, email, image: image ?? null }} initialMe={me} isAdmin={role === "admin"}>
        {children}
      </AppShell>
    </TRPCReactProvider>
  );
}
