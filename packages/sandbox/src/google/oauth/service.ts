import type { SandboxContext } from "../../core/context";
import type { Account, AccountDirectory } from "./accounts";
import type { SigningKey } from "./keys";
import type { OAuthStore } from "./store";

/** Everything the Google OAuth routes share. */
export interface GoogleOAuthService {
  ctx: SandboxContext;
  store: OAuthStore;
  accounts: AccountDirectory;
  key: SigningKey;
  pictureUrl(account: Account): string;
}
