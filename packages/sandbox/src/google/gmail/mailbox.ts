import { createHash } from "node:crypto";
import type { MailSpec, Address } from "./generator";
import { filenames, renderPayload, renderRaw, searchableText, snippetOf, type Header, type MessagePart, type MimeNode } from "./mime";
import { matches, parseQuery, searchesSpamOrTrash, type Searchable } from "./query";

export interface StoredMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  internalDate: number;
  historyId: string;
  headers: Header[];
  root: MimeNode;
  snippet: string;
  sizeEstimate: number;
  searchable: Searchable;
}

export interface ListQuery {
  q?: string;
  maxResults: number;
  pageToken?: string;
  labelIds: string[];
  includeSpamTrash: boolean;
}

export type ListOutcome =
  | { kind: "ok"; messages: { id: string; threadId: string }[]; nextPageToken?: string; resultSizeEstimate: number }
  | { kind: "bad-page-token" };

const formatAddress = (a: Address) => (a.name ? `${a.name.includes(",") ? `"${a.name}"` : a.name} <${a.email}>` : a.email);

/** One account's mail, newest first. */
export class Mailbox {
  readonly #messages = new Map<string, StoredMessage>();
  #counter = 0;
  #history = 100_000;

  constructor(readonly owner: { email: string; name: string }) {}

  get size(): number {
    return this.#messages.size;
  }

  add(spec: MailSpec): StoredMessage {
    this.#counter++;
    this.#history += 7;
    const internalDate = spec.date.getTime();
    const id = ((BigInt(internalDate) << 20n) | BigInt(this.#counter)).toString(16);
    const headers: Header[] = [
      { name: "Delivered-To", value: this.owner.email },
      { name: "Date", value: spec.date.toUTCString().replace("GMT", "+0000") },
      { name: "From", value: formatAddress(spec.from) },
      { name: "To", value: spec.to.map(formatAddress).join(", ") },
      { name: "Message-ID", value: `<CA+${createHash("sha1").update(id).digest("base64url").slice(0, 24)}@mail.gmail.com>` },
      { name: "Subject", value: spec.subject },
    ];
    const names = filenames(spec.root);
    const message: StoredMessage = {
      id,
      threadId: id,
      labelIds: spec.labels,
      internalDate,
      historyId: String(this.#history),
      headers,
      root: spec.root,
      snippet: snippetOf(spec.root),
      sizeEstimate: renderRaw(spec.root, headers).length,
      searchable: {
        from: headers.find((h) => h.name === "From")?.value ?? "",
        to: headers.find((h) => h.name === "To")?.value ?? "",
        subject: spec.subject,
        text: searchableText(spec.root),
        filenames: names,
        labels: spec.labels,
        internalDate,
        hasAttachment: names.length > 0,
      },
    };
    this.#messages.set(id, message);
    return message;
  }

  get(id: string): StoredMessage | undefined {
    return this.#messages.get(id);
  }

  all(): StoredMessage[] {
    return [...this.#messages.values()];
  }

  list(query: ListQuery, now: Date): ListOutcome {
    const parsed = query.q ? parseQuery(query.q) : undefined;
    const hidden = query.includeSpamTrash || (parsed && searchesSpamOrTrash(parsed)) ? [] : ["SPAM", "TRASH"];
    const matching = this.all()
      .filter((m) => !m.labelIds.some((l) => hidden.includes(l)))
      .filter((m) => query.labelIds.every((l) => m.labelIds.includes(l)))
      .filter((m) => !parsed || matches(parsed, m.searchable, now))
      .sort((a, b) => b.internalDate - a.internalDate || (a.id < b.id ? 1 : -1));

    const hash = createHash("sha256").update(JSON.stringify([query.q, query.labelIds, query.includeSpamTrash])).digest("hex").slice(0, 8);
    let offset = 0;
    if (query.pageToken !== undefined) {
      const match = /^(\d{1,9})-([0-9a-f]{8})$/.exec(query.pageToken);
      if (match?.[2] !== hash) return { kind: "bad-page-token" };
      offset = Number(match[1]);
    }
    const page = matching.slice(offset, offset + query.maxResults);
    const next = offset + page.length;
    return {
      kind: "ok",
      messages: page.map((m) => ({ id: m.id, threadId: m.threadId })),
      ...(next < matching.length ? { nextPageToken: `${String(next).padStart(6, "0")}-${hash}` } : {}),
      resultSizeEstimate: matching.length,
    };
  }
}

export type MessageFormat = "full" | "metadata" | "minimal" | "raw";

/** A message in one of the four formats of `messages.get`. */
export function renderMessage(message: StoredMessage, format: MessageFormat, metadataHeaders: string[]): Record<string, unknown> {
  const common = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: message.snippet,
    sizeEstimate: message.sizeEstimate,
    historyId: message.historyId,
    internalDate: String(message.internalDate),
  };
  switch (format) {
    case "minimal":
      return common;
    case "raw":
      return { ...common, raw: Buffer.from(renderRaw(message.root, message.headers)).toString("base64url") };
    case "metadata": {
      const wanted = metadataHeaders.map((h) => h.toLowerCase());
      const all = renderPayload(message.id, message.root, message.headers).headers;
      const headers = wanted.length ? all.filter((h) => wanted.includes(h.name.toLowerCase())) : all;
      const payload: Partial<MessagePart> = { partId: "", mimeType: message.root.mimeType, filename: "", headers, body: { size: 0 } };
      return { ...common, payload };
    }
    case "full":
      return { ...common, payload: renderPayload(message.id, message.root, message.headers) };
  }
}
