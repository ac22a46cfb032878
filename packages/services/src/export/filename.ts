const MAX_STEM = 80;

/**
 * A file name from the meeting's title and day, safe on every OS: no path separators, reserved characters,
 * control characters or trailing dots; Unicode kept (the HTTP layer adds an ASCII fallback).
 */
export function exportFilename(title: string, day: string, extension: string): string {
  const cleaned = title
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/[/\\:*?"<>|]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s-]+|[.\s]+$/g, "");
  const stem = [...cleaned].slice(0, MAX_STEM).join("").trim() || "Meeting";
  return `${stem} ${day}.${extension}`;
}
