/**
 * Attendee refuses a bot name or chat message holding any character above U+FFFF ("cannot contain emojis
 * or rare script characters": attendee-labs/attendee bots/serializers.py, `validate_bot_name` and the chat
 * message serializer, checking `ord(char) > 0xFFFF`). Such characters are dropped, not the request: a
 * user's emoji must not cost them the bot or the consent announcement. Recall documents no such rule
 * (docs.recall.ai/docs/bot_send_chat_message_create gives lengths only), so its text is sent as written.
 */
export function withinBasicPlane(text: string): string {
  let out = "";
  for (const char of text) if ((char.codePointAt(0) ?? 0) <= 0xffff) out += char;
  // A dropped emoji between two words leaves two spaces; one is enough.
  return out.replace(/ {2,}/g, " ").trim() || "?";
}
