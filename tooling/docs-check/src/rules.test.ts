import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokenCitationsOf, outsidePointersOf, problemsOf } from "./checks";
import { pathCheckOf } from "./path-rules";
import { repositoryOf } from "./repository";

describe("which spans are paths", () => {
  it.each([
    ["packages/api/src/rest/handler.ts", { kind: "path", path: "packages/api/src/rest/handler.ts" }],
    ["apps/web/src/pages/api/[...rest].ts", { kind: "path", path: "apps/web/src/pages/api/[...rest].ts" }],
    ["packages/sandbox", { kind: "path", path: "packages/sandbox" }],
    ["packages/services/src/<domain>/schemas.ts", { kind: "prefix", path: "packages/services/src/", span: "packages/services/src/<domain>/schemas.ts" }],
    ["bench/results/api-<db>.json", { kind: "prefix", path: "bench/results/", span: "bench/results/api-<db>.json" }],
    ["next.config.ts", { kind: "name", name: "next.config.ts" }],
    ["docs/product.md#the-rest-calls", { kind: "path", path: "docs/product.md", anchor: "the-rest-calls" }],
  ])("%s is checked", (span, expected) => {
    expect(pathCheckOf(span)).toEqual(expected);
  });

  it.each([
    "pnpm --filter @understudy/web start", // a command line
    "https://github.com/Yale-LILY/QMSum", // a URL
    "postgres://postgres@127.0.0.1:5432/x",
    "/api/meetings/{id}/export", // a route
    "@understudy/services/meetings", // a package
    "~/lib/navigation", // an import alias
    "--cpu-prof",
    "packages/*/src", // a glob
    "md|pdf|docx", // alternatives
    "QMSUM_DIR=/path/to/QMSum", // an assignment
    "text/calendar", // a media type
    "<id>/x.ts", // nothing but a placeholder to check
    "summary", // a word
    "owner:ada",
  ])("%s is not", (span) => {
    expect(pathCheckOf(span)).toBeNull();
  });
});

/** `docs/<file>`, spelled so that this file does not itself cite a document that does not exist. */
const inDocs = (file: string) => ["docs", file].join("/");

/** A repository on disk with these files, answering `ignored` for paths under `.data/`. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "docs-check-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return repositoryOf(root, Object.keys(files), (paths) => new Set(paths.filter((p) => p.startsWith(".data/"))));
}

describe("a document's paths", () => {
  const repo = fixture({
    "apps/web/next.config.ts": "",
    "packages/api/src/rest/handler.ts": "",
    "bench/src/api.ts": "",
    [inDocs("product.md")]: "# Product\n\n## Trial and plans\n",
  });

  it("reports a path the repository does not hold, with its line", () => {
    const problems = problemsOf(repo, "README.md", "# X\n\nSee `packages/api/src/rest/routes.ts`.\n");
    expect(problems).toEqual([expect.objectContaining({ line: 3, text: "packages/api/src/rest/routes.ts" })]);
  });

  it("accepts paths from the root, from the document's folder, folders, names and ignored places", () => {
    const source = [
      "`packages/api/src/rest/handler.ts`, `packages/api/src/rest/` and `packages/api`",
      "`src/api.ts` from bench/, `next.config.ts` anywhere, `.data/pglite` where the app writes",
      "`packages/services/src/<domain>/` has no such folder but `packages/api/src/<x>.ts` has one",
    ].join("\n");
    const problems = problemsOf(repo, "bench/README.md", source);
    expect(problems.map((p) => p.text)).toEqual(["packages/services/src/<domain>/"]);
  });

  it("reports a bare file name no file carries, and a path that climbs out of the repository", () => {
    const climbing = `../../${"shared"}/SPEC.md`;
    const problems = problemsOf(repo, inDocs("a.md"), `\`data.json\` and \`${climbing}\`\n`);
    expect(problems.map((p) => p.text)).toEqual(["data.json", climbing]);
  });

  it("checks the heading of a backticked Markdown path with an anchor", () => {
    const problems = problemsOf(repo, "README.md", `\`${inDocs("product.md#trial-and-plans")}\` and \`${inDocs("product.md#pricing")}\`\n`);
    expect(problems.map((p) => p.why)).toEqual([`${inDocs("product.md")} has no heading with the anchor #pricing`]);
  });

  it("checks relative links and their anchors, and leaves URLs and code blocks alone", () => {
    const source = [
      "[ok](product.md#trial-and-plans) [gone](deploy.md) [bad anchor](product.md#pricing) [here](#top)",
      "[web](https://example.com/x.md) [route](/api/docs)",
      "```sh",
      "cat `not/checked.ts`",
      "```",
    ].join("\n");
    const problems = problemsOf(repo, inDocs("a.md"), source);
    expect(problems.map((p) => [p.text, p.why])).toEqual([
      ["deploy.md", `no such file or folder: ${inDocs("deploy.md")}`],
      ["product.md#pricing", `${inDocs("product.md")} has no heading with the anchor #pricing`],
      ["#top", `${inDocs("a.md")} has no heading with the anchor #top`],
    ]);
  });
});

describe("pointers outside the repository", () => {
  const outside = ["/wo", "rk/shared/SPEC.md"].join(""); // split, so this file does not point there itself
  const repo = fixture({
    "a.ts": `// see ${outside}\nimport x from "~/lib/x";\n`,
    "b.md": `read ../${"shared"}/reference/google.md\n`,
    "c.sh": `cd /${"home"}/ada/project\n`,
    "d.ts": "const ok = 'https://example.com/work/x';\n",
    [inDocs("product.md")]: "# Product\n\n## Trial and plans\n",
    "e.ts": `// ${inDocs("product.md#trial-and-plans")} and ${inDocs("product.md#gone")} and ${inDocs("missing.md")}\n`,
  });

  it("finds the work folder, the shared folder and home directories, not import aliases or URLs", () => {
    expect(outsidePointersOf(repo).map((p) => [p.file, p.line])).toEqual([
      ["a.ts", 1],
      ["b.md", 1],
      ["c.sh", 1],
    ]);
  });

  it("finds citations of a document or heading that does not exist", () => {
    expect(brokenCitationsOf(repo).map((p) => p.text)).toEqual([inDocs("product.md#gone"), inDocs("missing.md")]);
  });
});
