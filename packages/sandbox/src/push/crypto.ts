import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, type KeyObject } from "node:crypto";

/** A browser's side of a push subscription: the keys the application server encrypts to (RFC 8291 §2). */
export interface SubscriberKeys {
  /** P-256 public key, uncompressed point, base64url: `keys.p256dh` of PushSubscription.toJSON(). */
  p256dh: string;
  /** 16 random bytes, base64url: `keys.auth`. */
  auth: string;
  /** Kept by the sandbox only, to decrypt what it receives. */
  privateKey: Buffer;
}

export function newSubscriberKeys(): SubscriberKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url"), privateKey: ecdh.getPrivateKey() };
}

/** An uncompressed P-256 point (0x04 ‖ x ‖ y) as a verification key (the `k=` of RFC 8292 §3.2). */
export function p256PublicKey(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Error("not an uncompressed P-256 point");
  return createPublicKey({ key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") }, format: "jwk" });
}

/**
 * Decrypts an `aes128gcm` push message body the way a browser does (RFC 8291 §3.4 over RFC 8188 §2):
 * header salt(16) ‖ rs(4) ‖ idlen(1) ‖ keyid (the sender's ephemeral public key, 65 bytes), then records.
 * A push message is one record (RFC 8291 §4: the sender MUST NOT use more), padded with 0x02 then zeros.
 */
export function decryptAes128gcm(body: Buffer, keys: SubscriberKeys): Buffer {
  if (body.length < 21) throw new Error("body shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  if (idlen !== 65) throw new Error(`keyid must be the sender's 65-byte public key (RFC 8291 §4), got ${idlen} bytes`);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error("more than one record (RFC 8291 §4)");
  if (record.length < 17) throw new Error("record shorter than its tag");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(keys.privateKey);
  const uaPublic = Buffer.from(keys.p256dh, "base64url");
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, Buffer.from(keys.auth, "base64url"), keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record's padding delimiter is 0x02, followed by any number of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error("missing the last record's padding delimiter (RFC 8188 §2)");
  return padded.subarray(0, end);
}
