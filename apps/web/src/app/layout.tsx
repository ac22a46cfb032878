import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { THEME_COOKIE, themeFrom } from "@understudy/ui/lib/theme";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Understudy — your AI stand-in for meetings", template: "%s · Understudy" },
  description: "Understudy joins your meetings when you are late or absent, captures attendance and transcript, and writes the summary.",
};

export const viewport: Viewport = { themeColor: [{ color: "#0b0b14" }] };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The theme comes with the first HTML, from the cookie the toggle writes. An inline script that read it in the
  // browser had to wait for the stylesheet before the parser could go on, so the page's first paint came late.
  const theme = themeFrom((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" className={theme} style={{ colorScheme: theme }}>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
