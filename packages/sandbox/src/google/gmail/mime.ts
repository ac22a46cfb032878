import { createHash } from "node:crypto";

export interface Header {
  name: string;
  value: string;
}

/** A MIME part as the sandbox stores it: content as bytes, children for multiparts. */
export interface MimeNode {
  mimeType: string;
  headers: Header[];
  filename?: string;
  content?: Buffer;
  parts?: MimeNode[];
  /** Served as `body.attachmentId` (fetched with attachments.get) instead of inline `body.data`. */
  attachment?: boolean;
  /** Replaces the encoded `body.data` verbatim: how broken messages are made. */
  brokenData?: string;
}

export interface MessagePartBody {
  size: number;
  data?: string;
  attachmentId?: string;
}

export interface MessagePart {
  partId: string;
  mimeType: string;
  filename: string;
  headers: Header[];
  body: MessagePartBody;
  parts?: MessagePart[];
}

export function textPart(mimeType: "text/plain" | "text/html", text: string): MimeNode {
  return {
    mimeType,
    headers: [
      { name: "Content-Type", value: `${mimeType}; charset="UTF-8"` },
      { name: "Content-Transfer-Encoding", value: mimeType === "text/html" ? "quoted-printable" : "7bit" },
    ],
    content: Buffer.from(text, "utf8"),
  };
}

export function calendarPart(ics: string, method: string): MimeNode {
  return {
    mimeType: "text/calendar",
    headers: [
      { name: "Content-Type", value: `text/calendar; charset="UTF-8"; method=${method}` },
      { name: "Content-Transfer-Encoding", value: "7bit" },
    ],
    content: Buffer.from(ics, "utf8"),
  };
}

export function attachmentPart(mimeType: string, filename: string, content: string): MimeNode {
  return {
    mimeType,
    filename,
    headers: [
      { name: "Content-Type", value: `${mimeType}; name="${filename}"` },
      { name: "Content-Disposition", value: `attachment; filename="${filename}"` },
      { name: "Content-Transfer-Encoding", value: "base64" },
    ],
    content: Buffer.from(content, "utf8"),
    attachment: true,
  };
}

export function multipart(subtype: "mixed" | "alternative" | "related", parts: MimeNode[]): MimeNode {
  const boundary = `000000000000${createHash("sha1").update(parts.map((p) => p.mimeType).join()).update(String(parts.length)).digest("hex").slice(0, 16)}`;
  return { mimeType: `multipart/${subtype}`, headers: [{ name: "Content-Type", value: `multipart/${subtype}; boundary="${boundary}"` }], parts };
}

export function attachmentIdFor(messageId: string, partId: string): string {
  return `ANGjdJ${Buffer.from(`${messageId}:${partId}`).toString("base64url")}`;
}

/** The `payload` of a message in `format=full`, with Gmail's partId numbering and base64url bodies. */
export function renderPayload(messageId: string, root: MimeNode, topHeaders: Header[]): MessagePart {
  const walk = (node: MimeNode, partId: string, headers: Header[]): MessagePart => {
    const children = node.parts?.map((child, i) => walk(child, partId === "" ? String(i) : `${partId}.${i}`, child.headers));
    const size = node.content?.length ?? 0;
    let body: MessagePartBody;
    if (node.parts) body = { size: 0 };
    else if (node.attachment) body = { attachmentId: attachmentIdFor(messageId, partId), size };
    else body = { size, ...(node.brokenData !== undefined ? { data: node.brokenData } : node.content ? { data: node.content.toString("base64url") } : {}) };
    return {
      partId,
      mimeType: node.mimeType,
      filename: node.filename ?? "",
      headers,
      body,
      ...(children ? { parts: children } : {}),
    };
  };
  return walk(root, "", [...topHeaders, { name: "MIME-Version", value: "1.0" }, ...root.headers]);
}

/** Finds a part by the partId that `renderPayload` gave it. */
export function partById(root: MimeNode, partId: string): MimeNode | undefined {
  if (partId === "") return root;
  let node: MimeNode | undefined = root;
  for (const index of partId.split(".")) node = node?.parts?.[Number(index)];
  return node;
}

/** The message as RFC 2822 text (`format=raw`), bodies base64-encoded in 76-character lines. */
export function renderRaw(root: MimeNode, topHeaders: Header[]): string {
  const lines: string[] = topHeaders.map((h) => `${h.name}: ${encodeHeader(h.value)}`);
  lines.push("MIME-Version: 1.0");
  writeNode(root, lines);
  return lines.join("\r\n");
}

function writeNode(node: MimeNode, lines: string[]): void {
  for (const header of node.headers) {
    const value = header.name === "Content-Transfer-Encoding" && !node.parts ? "base64" : header.value;
    lines.push(`${header.name}: ${value}`);
  }
  lines.push("");
  if (node.parts) {
    const boundary = /boundary="([^"]+)"/.exec(node.headers.find((h) => h.name === "Content-Type")?.value ?? "")?.[1] ?? "sandbox-boundary";
    for (const part of node.parts) {
      lines.push(`--${boundary}`);
      writeNode(part, lines);
    }
    lines.push(`--${boundary}--`);
    return;
  }
  const encoded = node.brokenData ?? node.content?.toString("base64") ?? "";
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
}

/** RFC 2047 for non-ASCII header values. */
function encodeHeader(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`;
}

/** Every text the search matches against: decoded text parts, calendar parts, .ics attachments and filenames. */
export function searchableText(root: MimeNode): string {
  const out: string[] = [];
  const walk = (node: MimeNode) => {
    if (node.filename) out.push(node.filename);
    const indexed = node.mimeType.startsWith("text/") || node.filename?.toLowerCase().endsWith(".ics");
    if (node.content && node.brokenData === undefined && indexed && node.content.length < 4_000_000) {
      out.push(node.content.toString("utf8"));
    }
    node.parts?.forEach(walk);
  };
  walk(root);
  return out.join("\n");
}

export function filenames(root: MimeNode): string[] {
  const out: string[] = [];
  const walk = (node: MimeNode) => {
    if (node.filename) out.push(node.filename);
    node.parts?.forEach(walk);
  };
  walk(root);
  return out;
}

/** Gmail's snippet: the start of the readable text, whitespace collapsed, HTML-escaped. */
export function snippetOf(root: MimeNode): string {
  let text = "";
  const walk = (node: MimeNode): boolean => {
    if (node.content && node.brokenData === undefined && (node.mimeType === "text/plain" || node.mimeType === "text/html") && !node.attachment) {
      const raw = node.content.subarray(0, 20_000).toString("utf8");
      text = node.mimeType === "text/html" ? raw.replace(/<style[\s\S]*?<\/style>/gi, " ").replace(/<[^>]+>/g, " ") : raw;
      return true;
    }
    return node.parts?.some(walk) ?? false;
  };
  walk(root);
  return text
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
