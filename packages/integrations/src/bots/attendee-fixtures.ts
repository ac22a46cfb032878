/**
 * Webhooks exactly as Attendee sends them, produced by Attendee's own code rather than ours, so the
 * verifier is not checked against itself. Generated with Python 3.11:
 *
 *   def sign_payload(payload, secret):  # attendee bots/webhook_utils.py; key = base64-decode(secret) per https://github.com/attendee-labs/attendee/blob/main/docs/webhooks.md
 *       payload_json = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
 *       return base64.b64encode(hmac.new(base64.b64decode(secret), payload_json.encode("utf-8"), hashlib.sha256).digest()).decode("utf-8")
 *   body = json.dumps(payload)  # what requests.post(url, json=payload) puts on the wire: ", " / ": ", \\uXXXX escapes
 *
 * The payloads hold what a JS re-serialisation gets wrong: floats written `0.0`, `1e+16`, `1.5e-07`,
 * `-0.0`; integer-like keys ("10", "9") that JS objects reorder; keys past U+FFFF that UTF-16 sorts
 * differently from code points; non-ASCII, U+2028 and control characters.
 */
export const ATTENDEE_FIXTURE_SECRET = "dW5kZXJzdHVkeS1hdHRlbmRlZS10ZXN0LXNlY3JldCE=";

export const ATTENDEE_FIXTURES = {
  state_change: { body: "{\"idempotency_key\": \"6b0d1c2e-0f4a-4c57-9a0e-7f5d3d0e9a11\", \"bot_id\": \"bot_weIAju4OXNZkDTpZ\", \"bot_metadata\": {\"session_id\": \"3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10\", \"owner_name\": \"Zo\\u00eb \\u00d1\\u00fa\\u00f1ez \\u4e2d\\u6587\", \"transcript_origin_ms\": \"1767366000000\", \"10\": \"ten\", \"9\": \"nine\"}, \"trigger\": \"bot.state_change\", \"data\": {\"new_state\": \"post_processing\", \"old_state\": \"joined_recording\", \"created_at\": \"2026-01-02T15:30:45.123456Z\", \"event_type\": \"meeting_ended\", \"event_sub_type\": null, \"event_metadata\": {\"bot_removed_by\": {\"id\": \"par_x\", \"name\": \"Bront\\u00eb \\u2028 \\u00dcnal \\ud83d\\ude00\", \"uuid\": \"8:orgid:1\", \"user_uuid\": null, \"is_host\": true}}}}", signature: "DDSy81iulnBa9bSyy13qbQqxmhWWMuUbNS2F9CNxYx8=" },
  transcript: { body: "{\"idempotency_key\": \"0c9d7c4e-8f55-4d6b-b5f0-1b9e9f3c2a7d\", \"bot_id\": \"bot_weIAju4OXNZkDTpZ\", \"bot_metadata\": {\"session_id\": \"3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10\", \"owner_name\": \"Zo\\u00eb \\u00d1\\u00fa\\u00f1ez \\u4e2d\\u6587\", \"transcript_origin_ms\": \"1767366000000\", \"10\": \"ten\", \"9\": \"nine\"}, \"trigger\": \"transcript.update\", \"data\": {\"speaker_name\": \"Chlo\\u00e9 Martin\", \"speaker_uuid\": \"spk-2\", \"speaker_user_uuid\": null, \"speaker_is_host\": false, \"timestamp_ms\": 1767366071520, \"duration_ms\": 2300, \"transcription\": {\"transcript\": \"\\u00c7a marche \\u2014 \\u00abmerci\\u00bb\\n\\ttab \\u0001\", \"words\": [{\"word\": \"\\u00c7a\", \"start\": 0.0, \"end\": 0.4}, {\"word\": \"x\", \"start\": 1e+16, \"end\": 1.5e-07}]}}}", signature: "XvJowR+q3T5zK9UnwCXQcMvJIvxZR1h4yOE6oZbTsos=" },
  sort_order: { body: "{\"idempotency_key\": \"a1a1a1a1-0000-4000-8000-000000000001\", \"bot_id\": \"bot_weIAju4OXNZkDTpZ\", \"bot_metadata\": {\"session_id\": \"3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10\", \"owner_name\": \"Zo\\u00eb \\u00d1\\u00fa\\u00f1ez \\u4e2d\\u6587\", \"transcript_origin_ms\": \"1767366000000\", \"10\": \"ten\", \"9\": \"nine\"}, \"trigger\": \"bot_logs.update\", \"data\": {\"\\uff5e\": 1, \"\\ud83d\\ude00\": 2, \"a\": -0.0, \"B\": [true, false, null]}}", signature: "bRJ+J2X66hMP8V+GNUjo3FKIWTL0r6XLIanqYQnNkj8=" },
} as const;

/** Python's canonical text for `sort_order`, the string that was signed. */
export const SORT_ORDER_CANONICAL = "{\"bot_id\":\"bot_weIAju4OXNZkDTpZ\",\"bot_metadata\":{\"10\":\"ten\",\"9\":\"nine\",\"owner_name\":\"Zo\u00eb \u00d1\u00fa\u00f1ez \u4e2d\u6587\",\"session_id\":\"3f0c6a8e-2d4b-4c1e-9b7a-5e8d1f2a9c10\",\"transcript_origin_ms\":\"1767366000000\"},\"data\":{\"B\":[true,false,null],\"a\":-0.0,\"\uff5e\":1,\"\ud83d\ude00\":2},\"idempotency_key\":\"a1a1a1a1-0000-4000-8000-000000000001\",\"trigger\":\"bot_logs.update\"}";
