import { readFileSync } from "node:fs";
import path from "node:path";
import { anchorsOf, referencesOf, type Reference } from "./markdown";
import { pathCheckOf } from "./path-rules";
import type { Repository } from "./repository";

export interface Problem {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** The documents whose paths are checked: everything under docs/ and every README. */
export function documentsOf(repo: Repository): string[] {
  return repo.files.filter((file) => /^docs\/.+\.md$/.test(file) || /(^|\/)README\.md$/.test(file));
}

const read = (repo: Repository, file: string) => readFileSync(path.join(repo.root, file), "utf8");

/** `relative` resolved from `from` (a folder of the repository, "" for the root); null when it climbs out. */
function inside(from: string, relative: string): string | null {
  const joined = path.posix.normalize(path.posix.join(from, relative));
  return joined === ".." || joined.startsWith("../") ? null : joined;
}

function anchorProblem(repo: Repository, target: string, anchor: string, cache: Map<string, Set<string>>): string | null {
  if (!target.endsWith(".md")) return null;
  let anchors = cache.get(target);
  if (!anchors) {
    anchors = anchorsOf(read(repo, target));
    cache.set(target, anchors);
  }
  return anchors.has(decodeURIComponent(anchor)) ? null : `${target} has no heading with the anchor #${anchor}`;
}

/** Backticked paths and relative links of one document that the repository does not hold. */
export function problemsOf(repo: Repository, file: string, source = read(repo, file)): Problem[] {
  const dir = path.posix.dirname(file) === "." ? "" : path.posix.dirname(file);
  const problems: (Problem & { order: number })[] = [];
  const anchorCache = new Map<string, Set<string>>([[file, anchorsOf(source)]]);
  const pending: { reference: Reference; order: number; candidates: string[]; why: string }[] = [];

  for (const [order, reference] of referencesOf(source).entries()) {
    const problem = (why: string) => problems.push({ file, line: reference.line, text: reference.text, why, order });
    if (reference.kind === "link") {
      const [target = "", anchor] = reference.text.split("#", 2);
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue;
      const resolved = target === "" ? file : inside(dir, decodeURIComponent(target));
      if (resolved === null) problem("points outside the repository");
      else if (resolved !== file && !repo.has(resolved)) problem(`no such file or folder: ${resolved}`);
      else if (anchor) {
        const missing = anchorProblem(repo, resolved, anchor, anchorCache);
        if (missing) problem(missing);
      }
      continue;
    }
    const check = pathCheckOf(reference.text);
    if (!check) continue;
    if (check.kind === "name") {
      if (repo.hasFileNamed(check.name) || repo.has(inside(dir, check.name) ?? "")) continue;
      pending.push({ reference, order, candidates: [check.name], why: `no file of the repository is named ${check.name}` });
      continue;
    }
    const fromRoot = inside("", check.path);
    const fromDoc = inside(dir, check.path);
    const candidates = [fromRoot, fromDoc].filter((candidate): candidate is string => candidate !== null);
    if (candidates.length === 0) {
      problem("points outside the repository");
      continue;
    }
    const found = candidates.find((candidate) => repo.has(candidate));
    if (found) {
      const missing = check.kind === "path" && check.anchor ? anchorProblem(repo, found, check.anchor, anchorCache) : null;
      if (missing) problem(missing);
      continue;
    }
    const what = check.kind === "prefix" ? `no such folder before its placeholder: ${check.path}` : "no such file or folder";
    pending.push({ reference, order, candidates, why: `${what} (from the root${dir ? ` or from ${dir}/` : ""})` });
  }

  // A path the repository ignores is a place the app or a tool writes (`.data/pglite`): documented, not held.
  const ignored = repo.ignored([...new Set(pending.flatMap((p) => p.candidates))]);
  for (const { reference, order, candidates, why } of pending) {
    if (candidates.some((candidate) => ignored.has(candidate))) continue;
    problems.push({ file, line: reference.line, text: reference.text, why, order });
  }
  return problems.sort((a, b) => a.order - b.order).map(({ order: _, ...problem }) => problem);
}

/**
 * Text that points outside the repository: the sibling folder the project's notes live in, a workstation's
 * absolute folders and home directories. A person who clones the repository has none of them.
 */
const OUTSIDE = [
  { pattern: /(^|[^\w.-])\/work\//, why: "an absolute path into a workstation's work folder" },
  { pattern: /(^|[^\w.])\.\.\/shared\b/, why: "the shared folder beside the repository" },
  { pattern: /(^|[^\w.-])(\/home\/[\w.-]+|\/Users\/[\w.-]+|\/root)\//, why: "a home directory" },
  { pattern: /\b[A-Z]:\\Users\\/, why: "a Windows home directory" },
];

/** Lines of committed text files that point outside the repository. */
export function outsidePointersOf(repo: Repository): Problem[] {
  const problems: Problem[] = [];
  for (const file of repo.files) {
    const bytes = readFileSync(path.join(repo.root, file));
    if (bytes.includes(0)) continue; // binary: images, fonts
    bytes
      .toString("utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const { pattern, why } of OUTSIDE) {
          const match = pattern.exec(line);
          if (match) problems.push({ file, line: index + 1, text: line.trim().slice(0, 160), why });
        }
      });
  }
  return problems;
}

/** `docs/<file>.md#anchor` citations in any committed text file (source comments cite product.md so) that do not resolve. */
export function brokenCitationsOf(repo: Repository): Problem[] {
  const problems: Problem[] = [];
  const cache = new Map<string, Set<string>>();
  for (const file of repo.files) {
    if (file.endsWith(".md")) continue; // documents are checked link by link
    const bytes = readFileSync(path.join(repo.root, file));
    if (bytes.includes(0)) continue;
    bytes
      .toString("utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const match of line.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md(?:#([\w-]+))?/g)) {
          const [cited = "", anchor] = match;
          const target = cited.split("#")[0] ?? "";
          const problem = (why: string) => problems.push({ file, line: index + 1, text: cited, why });
          if (!repo.has(target)) problem(`no such document: ${target}`);
          else if (anchor) {
            const missing = anchorProblem(repo, target, anchor, cache);
            if (missing) problem(missing);
          }
        }
      });
  }
  return problems;
}

export const describeProblems = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: \`${p.text}\` — ${p.why}`).join("\n");
