/**
 * The dedupe key of a task within one meeting (docs/decisions/070): what a regeneration rewords only in case,
 * accents, punctuation, spacing or a leading article is the same task. "Send the quote to Acme." and
 * "send the quote to ACME" are one row; "Send the revised quote" is another.
 */
export function actionItemKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^(?:(?:to|the|a|an)\s+)+/u, "")
    .slice(0, 500);
}
