/** The ASCII fallback of a file name: accents dropped ("Chloé" → "Chloe"), anything else non-ASCII → "_". */
export function asciiFilename(filename: string): string {
  return filename
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\%;]/g, "_");
}

/** `attachment` with a quoted ASCII `filename` for old clients and RFC 5987 `filename*` for the real name. */
export function contentDisposition(filename: string): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encoded}`;
}
