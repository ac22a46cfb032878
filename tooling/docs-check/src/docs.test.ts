import { describe, expect, it } from "vitest";
import { brokenCitationsOf, describeProblems, documentsOf, outsidePointersOf, problemsOf } from "./checks";
import { openRepository } from "./repository";

const repo = openRepository();
const documents = documentsOf(repo);

describe("the repository's documents", () => {
  it("include the README, the docs folder and the bench write-ups", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "bench/README.md"]));
  });

  it.each(documents)("%s names only paths the repository holds", (file) => {
    const problems = problemsOf(repo, file);
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});

describe("every committed file", () => {
  it("points nowhere outside the repository", () => {
    const problems = outsidePointersOf(repo);
    expect(problems, describeProblems(problems)).toEqual([]);
  });

  it("cites only documents and headings that exist", () => {
    const problems = brokenCitationsOf(repo);
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});
