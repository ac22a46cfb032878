/**
 * The avatar's checks (commitment classes, grounding's stopwords, identity claims) are written for English only:
 * a line in any other language is deferred rather than judged by rules that cannot read it. The language comes
 * from eld (Nito-ELD, n-gram detector, "small" database): on QMSum's English sentences it keeps 99.6 %, on short
 * lines in German, French, Spanish, Italian and Portuguese it took none for English (docs/decisions/051).
 */
export const COVERED_LANGUAGE = "en";

/** ISO 639-1 code of the text's language, or "" when the detector cannot tell. */
export type LanguageOf = (text: string) => string;

let loading: Promise<LanguageOf> | null = null;

/** Loaded on first use (about 1 s and 50 MB of n-grams), not when the services are imported. */
export function loadLanguageDetector(): Promise<LanguageOf> {
  loading ??= import("eld/small").then(({ eld }) => (text: string) => eld.detect(text).language);
  return loading;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether the checks can read this line. Names are taken out first (a name is not a language); what is left
 * without any word of three letters or more ("Ada?", "OK.") has nothing for the rules to misread, so it passes.
 */
export function inCoveredLanguage(text: string, languageOf: LanguageOf, names: readonly string[] = []): boolean {
  const parts = names.flatMap((n) => n.trim().split(/\s+/)).filter((n) => n.length > 1);
  const unnamed = parts.length ? text.replace(new RegExp(`(?<![\\p{L}])(${parts.map(escape).join("|")})(?![\\p{L}])`, "giu"), " ") : text;
  const rest = unnamed.normalize("NFKC").replace(/\s+/g, " ").trim();
  if (!/\p{L}{3,}/u.test(rest)) return true;
  // Letters outside Latin script are never English here, whatever a short line's n-grams suggest.
  if (/(?!\p{Script=Latin})\p{L}/u.test(rest)) return false;
  return languageOf(rest) === COVERED_LANGUAGE;
}
