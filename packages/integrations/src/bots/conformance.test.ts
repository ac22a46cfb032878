import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFORMANCE } from "./conformance";
import { ATTENDEE_EVENT_FIXTURES } from "./fixtures/attendee";
import { RECALL_FIXTURES } from "./fixtures/recall";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

describe("provider conformance list", () => {
  it("names every fixture, only fixtures that exist, and test files that exist", () => {
    const listed = { recall: new Set<string>(), attendee: new Set<string>() };
    for (const entry of CONFORMANCE) {
      expect(existsSync(`${ROOT}${entry.evidence}`), entry.evidence).toBe(true);
      for (const name of entry.fixtures ?? []) listed[entry.provider].add(name);
    }
    expect([...listed.recall].sort()).toEqual(RECALL_FIXTURES.map((f) => f.name).sort());
    expect([...listed.attendee].sort()).toEqual(ATTENDEE_EVENT_FIXTURES.map((f) => f.name).sort());
    const rows = CONFORMANCE.map((e) => `${e.provider.padEnd(8)} ${e.kind.padEnd(8)} ${e.verifiedBy.padEnd(9)} ${e.name}  ← ${e.source}`);
    console.log(`\nProvider conformance (${CONFORMANCE.length} entries)\n${rows.join("\n")}`);
  });
});
