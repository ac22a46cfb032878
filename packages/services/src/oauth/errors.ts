import { ServiceError } from "../errors";

/** RFC 6749 §5.2's invalid_grant: a code or refresh token that is unknown, expired, used, revoked or another client's. */
export class OAuthGrantError extends ServiceError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
    this.name = "OAuthGrantError";
  }
}

/** invalid_scope: a refresh asked for more than the grant holds. */
export class OAuthScopeError extends ServiceError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
    this.name = "OAuthScopeError";
  }
}

/** invalid_target (RFC 8707): the token was asked for another resource than the grant's. */
export class OAuthTargetError extends ServiceError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
    this.name = "OAuthTargetError";
  }
}
