import type { TextPart } from "./schemas";

/** Marker characters ts_headline wraps matches in; they never occur in typed text. */
export const START = "\u0002";
export const STOP = "\u0003";

/** ts_headline options: markers, and fragments short enough for a result line. */
export const SNIPPET_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
export const WHOLE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

export function toParts(headline: string): TextPart[] {
  const parts: TextPart[] = [];
  let highlight = false;
  for (const piece of headline.split(new RegExp(`([${START}${STOP}])`))) {
    if (piece === START) highlight = true;
    else if (piece === STOP) highlight = false;
    else if (piece) parts.push({ text: piece, highlight });
  }
  return parts;
}
