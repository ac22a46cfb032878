import type { ReactNode } from "react";

// Next requires a root layout even for an app that only has a route handler.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
