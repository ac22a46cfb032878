import Link from "next/link";
import { buttonVariants } from "@understudy/ui/button";
import { ThemeToggle } from "@understudy/ui/theme-toggle";
import { AuthErrorToast } from "./auth-error-toast";

export function Landing() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AuthErrorToast />
      <header className="flex items-center justify-between border-b px-6 py-4">
        <span className="text-lg font-semibold">Understudy</span>
        <nav className="flex items-center gap-2" aria-label="Account">
          <ThemeToggle />
          <a href="/api/auth/google" className={buttonVariants({ variant: "default" })}>
            Sign In
          </a>
        </nav>
      </header>
      <main className="mx-auto flex max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-6 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Never miss what matters in a meeting</h1>
        <p className="text-muted-foreground text-lg">
          Understudy joins your Zoom, Google Meet and Teams calls when you are late or absent, captures attendance and
          transcript, and turns every meeting into an AI summary.
        </p>
        <a href="/api/auth/google" className={buttonVariants({ size: "lg" })}>
          Get Started - 14 Day Free Trial
        </a>
      </main>
      <footer className="text-muted-foreground flex flex-wrap justify-center gap-4 border-t px-6 py-6 text-sm">
        <Link href="/privacy">Privacy Policy</Link>
        <Link href="/terms">Terms of Service</Link>
        <a href="mailto:support@understudy.app">support@understudy.app</a>
      </footer>
    </div>
  );
}
