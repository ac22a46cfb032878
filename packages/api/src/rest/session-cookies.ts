import { SESSION_COOKIE_NAMES } from "@understudy/services/auth";

/** Set-Cookie headers that end the browser's session; one header per cookie, as browsers never split a folded Set-Cookie on commas. */
export const clearSessionCookies = (): [string, string][] =>
  SESSION_COOKIE_NAMES.map((name) => ["Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`]);
