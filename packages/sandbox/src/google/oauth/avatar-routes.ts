import { Hono } from "hono";
import { avatarSvg } from "./avatar";
import type { GoogleOAuthService } from "./service";

export const avatarPath = (sub: string) => `/avatar/${sub}.svg`;

export function avatarRoutes({ accounts }: GoogleOAuthService): Hono {
  const app = new Hono();
  app.get("/avatar/:file", (c) => {
    const sub = /^(\d+)\.svg$/.exec(c.req.param("file"))?.[1];
    const account = sub ? accounts.findBySub(sub) : undefined;
    if (!account) return c.notFound();
    return c.body(avatarSvg(account), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
