// Sums the JSON reports .ci/run collected and prints one `N passed, N failed` line.
//
// usage: node .ci/count-results.mjs <results-dir>
//   <results-dir>/<suite>/*.vitest.json  vitest --reporter=json outputs (one per package)
//   <results-dir>/<suite>/playwright.json Playwright's json reporter output
//   <results-dir>/steps.tsv               "<suite>\t<exit code>" per step .ci/run ran
// A step that exited non-zero without any failed test in its reports (a crash in global setup, a
// missing report, a type or lint error, a failed build) counts as one failure, so the line never
// says "0 failed" for a red run. Exits 1 when anything failed or when no test ran.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir) throw new Error("usage: count-results.mjs <results-dir>");

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`count-results: unreadable report ${file}: ${String(error)}`);
    return undefined;
  }
}

/** @returns {{ passed: number; failed: number; skipped: number }} */
function countVitest(report) {
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  // A file that fails to load (import error, failing beforeAll) has no failed assertion of its own.
  for (const file of report.testResults ?? []) {
    const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === "failed").length;
    if (file.status === "failed" && failedAssertions === 0) failed += 1;
  }
  if (report.success === false && failed === 0) failed = 1;
  return { passed, failed, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

/** @returns {{ passed: number; failed: number; skipped: number }} */
function countPlaywright(report) {
  const s = report.stats ?? {};
  let failed = s.unexpected ?? 0;
  if ((report.errors ?? []).length > 0 && failed === 0) failed = 1;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed, skipped: s.skipped ?? 0 };
}

const steps = new Map();
const stepsFile = path.join(dir, "steps.tsv");
if (existsSync(stepsFile)) {
  for (const line of readFileSync(stepsFile, "utf8").split("\n")) {
    const [name, code] = line.split("\t");
    if (name) steps.set(name, Number(code));
  }
}

const suites = new Set([...steps.keys()]);
if (existsSync(dir)) for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) suites.add(e.name);

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const suite of [...suites].sort()) {
  const t = { passed: 0, failed: 0, skipped: 0 };
  const suiteDir = path.join(dir, suite);
  const reports = existsSync(suiteDir) ? readdirSync(suiteDir).filter((f) => f.endsWith(".json")).sort() : [];
  for (const name of reports) {
    const report = readJson(path.join(suiteDir, name));
    const c = report === undefined ? { passed: 0, failed: 1, skipped: 0 } : name === "playwright.json" ? countPlaywright(report) : countVitest(report);
    t.passed += c.passed;
    t.failed += c.failed;
    t.skipped += c.skipped;
    rows.push(`  ${suite}/${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  }
  const code = steps.get(suite);
  if (code !== undefined && code !== 0 && t.failed === 0) {
    t.failed = 1;
    rows.push(`  ${suite}: step exited ${code} with no failed test in its reports: counted as 1 failure`);
  }
  passed += t.passed;
  failed += t.failed;
  skipped += t.skipped;
}

console.log("Per report:");
for (const row of rows) console.log(row);
if (passed + failed === 0) console.log("No test ran: that is a failure.");
console.log("");
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
