import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The recap email's unsubscribe token: the user id and what it does, signed with the server's link secret
 * (HMAC-SHA256). It needs no sign-in (RFC 8058: the mail client POSTs it with no cookie), so the signature is the
 * only thing that says which user it turns off; it does not expire, because an old email's link must still work.
 */
const PURPOSE = "recap-unsubscribe.v1";

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");

export function unsubscribeToken(secret: string, userId: string): string {
  const payload = Buffer.from(userId, "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** The user id a token was made for, or null for anything not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (token.length > 400) return null;
  const match = /^([A-Za-z0-9_-]{1,300})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(mac(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const userId = Buffer.from(match[1], "base64url").toString("utf8");
  // A user id is printable: anything else was not made by unsubscribeToken.
  return userId.length > 0 && [...userId].every((c) => c >= " ") ? userId : null;
}
