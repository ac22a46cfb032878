import type { Metadata, Viewport } from "next";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Understudy — your AI stand-in for meetings", template: "%s · Understudy" },
  description: "Understudy joins your meetings when you are late or absent, captures attendance and transcript, and writes the summary.",
};

export const viewport: Viewport = { themeColor: [{ color: "#0b0b14" }] };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
