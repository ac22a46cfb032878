import GithubSlugger from "github-slugger";
import { marked, type Token } from "marked";

/** A backticked span or a link target of a Markdown document, with the line it is on. */
export interface Reference {
  kind: "code" | "link";
  text: string;
  line: number;
}

function lineAt(source: string, index: number): number {
  return index < 0 ? 0 : source.slice(0, index).split("\n").length;
}

/** Inline code spans, links, images and `<img src>` targets, in document order; fenced blocks are left out. */
export function referencesOf(source: string): Reference[] {
  const found: Reference[] = [];
  let cursor = 0;
  const at = (raw: string) => {
    let index = source.indexOf(raw, cursor);
    if (index < 0) index = source.indexOf(raw);
    if (index >= 0) cursor = index + 1;
    return lineAt(source, index);
  };
  // walkTokens returns what async walkers return; these callbacks are synchronous.
  void marked.walkTokens(marked.lexer(source), (token: Token) => {
    if (token.type === "codespan") found.push({ kind: "code", text: String(token.text), line: at(token.raw) });
    else if (token.type === "link" || token.type === "image") found.push({ kind: "link", text: String(token.href), line: at(token.raw) });
    else if (token.type === "html") {
      const line = at(token.raw);
      for (const match of token.raw.matchAll(/\b(?:src|href)="([^"]+)"/g)) found.push({ kind: "link", text: match[1] ?? "", line });
    }
  });
  return found;
}

/** The anchors GitHub gives a document: one per heading (its slug), plus explicit `<a id>` / `<a name>`. */
export function anchorsOf(source: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  // walkTokens returns what async walkers return; these callbacks are synchronous.
  void marked.walkTokens(marked.lexer(source), (token: Token) => {
    if (token.type === "heading") anchors.add(slugger.slug(plainText(String(token.text))));
    else if (token.type === "html") for (const match of token.raw.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? "");
  });
  return anchors;
}

/** A heading's text as GitHub renders it before slugging: code marks and bold gone, links as their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "");
}
