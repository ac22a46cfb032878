import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** What the checks need to know about a repository: which paths it holds, and which ones it ignores. */
export interface Repository {
  root: string;
  /** Files a commit would hold, relative to the root with `/` separators, sorted. */
  files: readonly string[];
  /** A file or a folder of the repository (a folder holds at least one of its files). */
  has(relative: string): boolean;
  /** Whether some file of the repository has this name (`next.config.ts`). */
  hasFileNamed(name: string): boolean;
  /** Paths the repository ignores: generated places such as `.data/` or `.tools/node`. */
  ignored(relatives: readonly string[]): Set<string>;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

function git(root: string, args: string[], input?: string) {
  return spawnSync("git", args, { cwd: root, input, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
}

/** The files and folders given, as a Repository; `ignored` answers for the paths a caller lists. */
export function repositoryOf(root: string, files: readonly string[], ignored: (paths: readonly string[]) => Set<string>): Repository {
  const sorted = [...new Set(files)].sort();
  const folders = new Set<string>();
  const names = new Set<string>();
  for (const file of sorted) {
    names.add(path.posix.basename(file));
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  const fileSet = new Set(sorted);
  return {
    root,
    files: sorted,
    has: (relative) => {
      const clean = path.posix.normalize(relative).replace(/\/+$/, "");
      return clean === "." || clean === "" || fileSet.has(clean) || folders.has(clean);
    },
    hasFileNamed: (name) => names.has(name),
    ignored,
  };
}

/**
 * The repository at `root` as git sees it: tracked files and new ones that are not ignored (what the next
 * commit would hold), less those deleted from the work tree. Git, not the file system, so that a file left
 * on one machine (a build output, a local data folder) never makes a stale reference pass.
 */
export function openRepository(root = REPO_ROOT): Repository {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  }).toString("utf8");
  const files = listed.split("\0").filter((file) => file && existsSync(path.join(root, file)));
  return repositoryOf(root, files, (paths) => {
    if (paths.length === 0) return new Set();
    // --no-index: answer from the ignore rules alone; exit 1 means "none of them is ignored".
    const result = git(root, ["check-ignore", "--no-index", "--stdin", "-z"], paths.join("\0") + "\0");
    if (result.status !== 0 && result.status !== 1) throw new Error(`git check-ignore failed: ${result.stderr}`);
    return new Set(result.stdout.split("\0").filter(Boolean));
  });
}
