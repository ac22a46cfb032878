/** Header values never carry a line break (no header injection from a meeting title or an item's text). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

/** RFC 2047 for a header holding anything beyond printable ASCII. */
function encodeHeader(value: string): string {
  const line = oneLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, "utf8").toString("base64")}?=`;
}

/** A plain-text RFC 2822 message for Gmail's `raw` (the caller encodes it base64url); Gmail adds From and Date. */
export function rfc2822(input: { to: readonly string[]; subject: string; body: string }): string {
  const body = Buffer.from(input.body.replace(/\r?\n/g, "\r\n"), "utf8").toString("base64").replace(/.{76}/g, "$&\r\n");
  return [
    `To: ${input.to.join(", ")}`,
    `Subject: ${encodeHeader(input.subject)}`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    body,
  ].join("\r\n");
}
