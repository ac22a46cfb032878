import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";

/**
 * The MCP Inspector's CLI (pinned in package.json) against the running app, as the README's terminal examples
 * run it, on a demo account: Ada signs in, makes a personal API token in Settings, and the Inspector lists and
 * calls the tools with it. The demo meetings' transcripts say "agreed": quoted or not, search finds it.
 */
const run = promisify(execFile);
// The Inspector's CLI proper (`inspector --cli` hands its arguments to this script). It is run from its own folder:
// it looks for its package.json relative to the working directory before importing it relative to itself.
const INSPECTOR = path.join(path.dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/inspector-cli/package.json")), "build", "index.js");

async function tokenForAda(page: Page): Promise<string> {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto("/settings");
  await page.getByLabel("Token name").fill(`inspector ${Date.now()}`);
  await page.getByRole("button", { name: "Create token" }).click();
  const field = page.getByLabel("New API token");
  await expect(field).toHaveValue(/^ust_/);
  return field.inputValue();
}

async function inspector(url: string, token: string, ...args: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, [INSPECTOR, url, "--transport", "http", "--header", `Authorization: Bearer ${token}`, ...args], { timeout: 30_000, cwd: path.dirname(INSPECTOR) });
  return JSON.parse(stdout) as unknown;
}

test("the README's Inspector examples return the demo account's data", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const url = `${baseURL ?? "http://localhost:3000"}/api/mcp`;
  const token = await tokenForAda(page);

  const listed = (await inspector(url, token, "--method", "tools/list")) as { tools: { name: string }[] };
  expect(listed.tools.map((t) => t.name)).toEqual(expect.arrayContaining(["whoami", "search_meetings", "ask", "get_transcript", "list_action_items", "search", "fetch", "deploy_bot"]));

  const me = (await inspector(url, token, "--method", "tools/call", "--tool-name", "whoami")) as { structuredContent: { user: { email: string } } };
  expect(me.structuredContent.user.email).toBe("ada@understudy.test");

  const past = (await inspector(url, token, "--method", "tools/call", "--tool-name", "list_meetings", "--tool-arg", "past=true")) as { structuredContent: { meetings: { url: string }[] } };
  expect(past.structuredContent.meetings.length).toBeGreaterThan(0);
  expect(past.structuredContent.meetings[0]?.url).toMatch(/^http:\/\/.+\/meetings\//);

  for (const q of ["agreed", '"agreed"']) {
    const found = (await inspector(url, token, "--method", "tools/call", "--tool-name", "search_meetings", "--tool-arg", `q=${JSON.stringify(q)}`)) as {
      structuredContent: { results: { matches: { snippet: { text: string; highlight: boolean }[]; segment_id: string | null; url: string }[] }[] };
    };
    const matches = found.structuredContent.results.flatMap((r) => r.matches);
    expect(matches.length, q).toBeGreaterThan(0);
    expect(matches.flatMap((m) => m.snippet.filter((p) => p.highlight).map((p) => p.text.toLowerCase()))).toContain("agreed");
  }

  const prompts = (await inspector(url, token, "--method", "prompts/list")) as { prompts: { name: string }[] };
  expect(prompts.prompts.map((p) => p.name)).toEqual(["prepare_for_meeting"]);
});
