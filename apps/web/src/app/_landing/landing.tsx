import Link from "next/link";
import { Badge } from "@understudy/ui/badge";
import { buttonVariants } from "@understudy/ui/button";
import { ThemeToggle } from "@understudy/ui/theme-toggle";
import { ArrowRightIcon } from "lucide-react";
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from "~/components/legal/support";
import { Brand } from "~/components/shell/brand";
import { AuthErrorToast } from "./auth-error-toast";
import { FEATURES, STEPS } from "./features";
import { SummaryPreview } from "./summary-preview";

const SIGN_IN = "/api/auth/google";

export function Landing() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AuthErrorToast />
      <header className="bg-background/80 supports-[backdrop-filter]:bg-background/60 sticky top-0 z-40 border-b backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className="focus-visible:ring-ring rounded-md outline-none focus-visible:ring-[3px]">
            <Brand />
          </Link>
          <nav className="flex items-center gap-2" aria-label="Account">
            <ThemeToggle />
            <a href={SIGN_IN} className={buttonVariants({ variant: "outline" })}>
              Sign In
            </a>
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
          <div className="flex flex-col items-start gap-6">
            <Badge variant="secondary">Your AI stand-in for meetings</Badge>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Never miss what matters in a meeting
            </h1>
            <p className="text-muted-foreground text-lg text-pretty">
              Understudy joins your Zoom, Google Meet and Teams calls when you are late or absent, captures attendance
              and the transcript, and turns every meeting into an AI summary.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <a href={SIGN_IN} className={buttonVariants({ size: "lg" })}>
                Get Started - 14 Day Free Trial
                <ArrowRightIcon aria-hidden />
              </a>
              <a href="#how-it-works" className={buttonVariants({ size: "lg", variant: "ghost" })}>
                How it works
              </a>
            </div>
            <p className="text-muted-foreground text-sm">No credit card required. Pro is $29.99 per month.</p>
          </div>
          <div className="flex justify-center lg:justify-end">
            <SummaryPreview />
          </div>
        </section>

        <section aria-labelledby="features-title" className="bg-muted/40 border-y">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="text-3xl font-semibold tracking-tight">
                Everything you need to stay on top of your meetings
              </h2>
              <p className="text-muted-foreground mt-3">
                From the moment an invite arrives to the summary in your inbox.
              </p>
            </div>
            <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, description, pro }) => (
                <li key={title} className="bg-card text-card-foreground flex flex-col gap-3 rounded-xl border p-6 shadow-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="bg-primary/10 text-primary flex size-10 items-center justify-center rounded-lg">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    {pro ? <Badge>Pro</Badge> : null}
                  </div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-muted-foreground text-sm leading-6">{description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
            <h2 id="how-title" className="text-center text-3xl font-semibold tracking-tight">
              How it works
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map(({ title, description }, i) => (
                <li key={title} className="flex flex-col items-center gap-3 text-center">
                  <span className="bg-primary text-primary-foreground flex size-12 items-center justify-center rounded-full text-lg font-semibold">
                    {i + 1}
                  </span>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-muted-foreground max-w-xs text-sm leading-6">{description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
          <div className="bg-primary text-primary-foreground mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl px-6 py-12 text-center">
            <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance">
              Ready to never miss a meeting again?
            </h2>
            <p className="max-w-xl opacity-90">
              Try every feature free for 14 days. No credit card required.
            </p>
            <a href={SIGN_IN} className={buttonVariants({ size: "lg", variant: "secondary" })}>
              Start Your Free Trial
            </a>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm sm:flex-row sm:px-6">
          <p>© {new Date().getFullYear()} Understudy</p>
          <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            <Link href="/privacy" className="hover:text-foreground underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
            <Link href="/terms" className="hover:text-foreground underline-offset-4 hover:underline">
              Terms of Service
            </Link>
            <a href={SUPPORT_MAILTO} className="hover:text-foreground underline-offset-4 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
