import type { Metadata } from "next";
import { UnsubscribeForm } from "~/components/recaps/unsubscribe-form";

export const metadata: Metadata = { title: "Stop recap emails", robots: { index: false } };

/**
 * Where a recap email's footer link leads, signed in or not. Opening it changes nothing (mail scanners open links);
 * the button does, through the same endpoint the mail client's one-click button posts to.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Stop recap emails</h1>
      <UnsubscribeForm token={typeof token === "string" ? token : null} />
    </main>
  );
}
