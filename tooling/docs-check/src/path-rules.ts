/**
 * Which backticked spans of a document name a path of the repository, and what to check for each.
 *
 * A span is a path when it contains a `/` or ends in one of the extensions below, after these are set aside:
 * anything with whitespace (a command line or a phrase), a URL or other `scheme:` value, an absolute path
 * (`/api/meetings` is a route; absolute paths on a machine are the outside check's business), a package
 * name (`@understudy/db`), an import alias (`~/lib/format`), a flag, a variable, a glob (`*`), alternatives
 * (`a|b`), an assignment or query (`=`, `?`, `&`),
 * a media type (`text/calendar`) and a run of dots standing for "and so on".
 */

/** Extensions of files a repository holds; outputs a product writes (pdf, zip, ics) are not among them. */
export const FILE_EXTENSIONS = [
  "ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs", "json", "jsonl", "md", "mdx", "sql", "yaml", "yml",
  "toml", "css", "html", "svg", "png", "jpg", "jpeg", "gif", "webp", "sh", "txt", "csv", "example",
] as const;

const EXTENSION = new RegExp(`\\.(${FILE_EXTENSIONS.join("|")})$`, "i");
const MEDIA_TYPE = /^(application|audio|font|image|message|model|multipart|text|video)\/[\w.+-]+$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A segment that stands for any name: `<id>`, `{domain}`, `…`. */
const PLACEHOLDER = /[<>{}…]/;

export type PathCheck =
  /** The path must be a file or folder of the repository; a Markdown file's `#anchor` must be one of its headings. */
  | { kind: "path"; path: string; anchor?: string }
  /** The span holds a placeholder: the folder before its first placeholder segment must exist. */
  | { kind: "prefix"; path: string; span: string }
  /** A bare file name (`next.config.ts`): some file of the repository must carry it. */
  | { kind: "name"; name: string };

export function pathCheckOf(span: string): PathCheck | null {
  const text = span.trim();
  if (text === "" || /\s/.test(text)) return null;
  const cited = /^([^#]+\.md)#([\w-]+)$/.exec(text);
  if (cited?.[1] && cited[2]) {
    const target = pathCheckOf(cited[1]);
    return target?.kind === "path" ? { ...target, anchor: cited[2] } : target;
  }
  if (SCHEME.test(text) || /^[/@~$-]/.test(text)) return null;
  if (/[*|=?&"',;!^`]/.test(text) || /\.\.\.?$/.test(text) || text === "..") return null;
  if (MEDIA_TYPE.test(text)) return null;
  const hasSlash = text.includes("/");
  if (!hasSlash && !EXTENSION.test(text)) return null;

  const segments = text.split("/");
  const placeholderAt = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  if (placeholderAt === 0) return null;
  if (placeholderAt > 0) return { kind: "prefix", path: segments.slice(0, placeholderAt).join("/") + "/", span: text };
  if (!hasSlash) return { kind: "name", name: text };
  return { kind: "path", path: text };
}
