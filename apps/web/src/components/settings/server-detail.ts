/** The server's message on a tRPC error (it carries `data`), or undefined for network and other errors. */
export function serverDetail(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const e = error as { data?: unknown; message?: unknown };
  return e.data != null && typeof e.message === "string" && e.message.trim() ? e.message.trim() : undefined;
}
