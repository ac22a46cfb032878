import { Hono } from "hono";
import type { SandboxContext } from "../../core/context";
import { AccountDirectory } from "./accounts";
import { authorizeRoutes } from "./authorize-routes";
import { avatarPath, avatarRoutes } from "./avatar-routes";
import { certsRoutes } from "./certs-routes";
import { discoveryRoutes } from "./discovery-routes";
import { createSigningKey } from "./keys";
import { revokeRoutes } from "./revoke-routes";
import type { GoogleOAuthService } from "./service";
import { OAuthStore } from "./store";
import { tokenRoutes } from "./token-routes";
import { userinfoRoutes } from "./userinfo-routes";

export type { GoogleOAuthService } from "./service";
export type { Account } from "./accounts";
export { AVATAR_DEMO_EMAIL, DEMO_ACCOUNTS, EXPIRED_TRIAL_EMAIL, subjectFor } from "./accounts";

/**
 * Google's OAuth 2.0 / OpenID Connect endpoints. `service.store` is exposed so
 * other emulated Google APIs (Calendar, Gmail) can check Bearer tokens.
 */
export function createGoogleOAuth(ctx: SandboxContext): { routes: Hono; service: GoogleOAuthService } {
  const service: GoogleOAuthService = {
    ctx,
    store: new OAuthStore(),
    accounts: new AccountDirectory(),
    key: createSigningKey(ctx.now()),
    pictureUrl: (account) => ctx.url(avatarPath(account.sub)),
  };
  ctx.onReset(() => {
    service.store.clear();
    service.accounts.clearCustom();
  });

  const routes = new Hono();
  for (const build of [discoveryRoutes, authorizeRoutes, tokenRoutes, userinfoRoutes, revokeRoutes, certsRoutes, avatarRoutes]) {
    routes.route("/", build(service));
  }
  return { routes, service };
}
