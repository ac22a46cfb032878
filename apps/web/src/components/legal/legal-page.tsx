import Link from "next/link";
import { buttonVariants } from "@understudy/ui/button";
import { ThemeToggle } from "@understudy/ui/theme-toggle";
import { ArrowLeftIcon } from "lucide-react";
import { Brand } from "~/components/shell/brand";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "./support";

/** The frame of a static legal page: Back to Home, title, the text, and a footer of links. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <ArrowLeftIcon aria-hidden />
            Back to Home
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
        <div className="mb-10">
          <Brand />
          <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground mt-2 text-sm">Last updated {updated}</p>
        </div>
        <article className="text-muted-foreground flex flex-col gap-8 leading-7 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2 [&_h2]:text-foreground [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_strong]:text-foreground [&_strong]:font-medium [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
          {children}
        </article>
      </main>
      <footer className="border-t">
        <div className="text-muted-foreground mx-auto flex max-w-3xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm sm:flex-row sm:px-6">
          <a href={SUPPORT_MAILTO} className="hover:text-foreground underline-offset-4 hover:underline">
            {SUPPORT_EMAIL}
          </a>
          <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            <Link href="/" className="hover:text-foreground underline-offset-4 hover:underline">
              Home
            </Link>
            <Link href="/privacy" className="hover:text-foreground underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
            <Link href="/terms" className="hover:text-foreground underline-offset-4 hover:underline">
              Terms of Service
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** "Contact us at support@…" used in both legal pages. */
export function SupportLink() {
  return <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;
}
