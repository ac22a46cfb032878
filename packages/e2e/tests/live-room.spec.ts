import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support/session";

/**
 * The late owner on a phone: Katherine (the Pro demo account with the AI Avatar's 40 meetings) sends her stand-in
 * into the sandbox's `live-room` meeting and never comes. The covering notification takes her to the live room,
 * where she reads the stream, types a line into the meeting chat, approves one avatar draft and rejects the
 * other, then hands over. What the bot said is read back from the sandbox's bot (chat and audio), so "only the
 * approved one is spoken" is what the meeting heard, not what the page claims. The launcher plays meetings 10×
 * faster: the announcement comes about 30 s after the bot is sent, the two questions at about 42 s and 45 s.
 */

const PHONE = { width: 375, height: 812 };
const TALKING_POINTS = "Status of the migration: done except billing.\nOnboarding numbers: activation went up after the checklist change.";
const CHAT_LINE = "Running 5 minutes late — please start";

interface SandboxBot {
  chat_messages: { message: string }[];
  audio: { said: string | null }[];
}

function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
}

/** Consent given, the avatar on, a minute to decide on each draft; whatever an earlier run left. */
async function avatarAsksFirst(page: Page) {
  await page.goto("/settings");
  const card = page.locator("[data-slot='card']").filter({ has: page.getByRole("heading", { name: "AI Avatar" }) });
  const agree = card.getByLabel("Type “I agree”");
  const withdraw = card.getByRole("button", { name: "Withdraw consent" });
  await expect(agree.or(withdraw)).toBeVisible();
  if (await agree.isVisible()) {
    await agree.fill("I agree");
    await card.getByRole("button", { name: "Give consent" }).click();
    await expect(withdraw).toBeVisible();
  }
  const on = card.getByRole("switch", { name: /^Avatar on/ });
  await expect(on).toBeEnabled();
  if (!(await on.isChecked())) {
    await on.click();
    await expect(on).toBeChecked();
  }
  const seconds = card.getByLabel(/^Ask me first: seconds/);
  if ((await seconds.inputValue()) !== "60") {
    await seconds.fill("60");
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "AI Avatar saved")).toBeVisible();
  }
}

/** Sends the bot to a fresh sandbox Meet link playing `live-room`; returns its session id and the meeting's page. */
async function sendBot(page: Page): Promise<{ sessionId: string; meetingPath: string }> {
  await page.goto("/bots");
  await page.getByRole("button", { name: "Deploy New Bot" }).click();
  const dialog = page.getByRole("dialog", { name: "Deploy New Bot" });
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  await dialog.getByLabel("Meeting URL *").fill(`https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}?scenario=live-room`);
  await dialog.getByRole("button", { name: "Deploy Bot" }).click();
  const deployed = page.getByText(/^Bot deployed successfully! Session: [0-9a-f-]{36}$/);
  await expect(deployed).toBeVisible();
  const sessionId = ((await deployed.textContent()) ?? "").replace(/^.*Session: /, "");
  await page.getByTestId("bot-session").filter({ hasText: sessionId.slice(0, 8) }).getByRole("button", { name: "View Details" }).click();
  const meetingPath = (await page.getByRole("dialog").getByRole("link", { name: "Open meeting" }).getAttribute("href")) ?? "";
  expect(meetingPath).toMatch(/^\/meetings\/[0-9a-f-]{36}$/);
  return { sessionId, meetingPath };
}

test("a late owner follows the meeting on a phone, speaks into its chat, decides on the avatar's drafts and hands over", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const sandbox = await signInAs(page, "Katherine Johnson");
  await avatarAsksFirst(page);
  const { sessionId, meetingPath } = await sendBot(page);

  // The avatar on for this meeting, with her notes, before anyone asks (the questions come at about 42 s).
  await page.goto(meetingPath);
  const points = page.getByRole("textbox", { name: "Talking points" });
  await points.fill(TALKING_POINTS);
  await page.getByRole("button", { name: "Save talking points" }).click();
  await expect(page.getByRole("button", { name: "Save talking points" })).toBeDisabled();
  // Off unless she turns it on here (or for every covered meeting in Settings).
  const avatarHere = page.getByRole("switch", { name: "Let the avatar answer for you in this meeting" });
  await expect(avatarHere).not.toBeChecked();
  await avatarHere.click();
  await expect(avatarHere).toBeChecked();

  // The stand-in announces itself (~30 s) and says so in her notifications, with a link to the live room.
  const livePath = `${meetingPath}/live`;
  const covering = page.getByRole("listitem").filter({ hasText: "Your stand-in is covering" }).filter({ has: page.locator(`a[href="${livePath}"]`) });
  await expect(async () => {
    await page.goto("/calendar");
    await expect(covering).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await covering.getByRole("link", { name: "Open" }).click();
  await page.waitForURL((url) => url.pathname === livePath);

  // The stream: who is in the call, the bot standing in, the transcript as it is spoken.
  await expect(page.getByText("● Live")).toBeVisible();
  await expect(page.getByText("Standing in for you")).toBeVisible();
  await expect(page.getByTestId("live-line").filter({ hasText: "The release candidate passed QA yesterday evening." }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^In the call \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText("Chloé Martin").first()).toBeVisible();

  // A line into the meeting chat, through the bot.
  await page.getByLabel("Message to the meeting chat").fill(CHAT_LINE);
  await page.getByRole("button", { name: "Send to the meeting chat" }).click();
  await expect(toast(page, "Sent to the meeting chat")).toBeVisible();
  const bot = async (): Promise<SandboxBot> => {
    const res = await page.request.get(`${sandbox}/__sandbox/bots?metadata__session_id=${sessionId}`);
    const { bots } = (await res.json()) as { bots: SandboxBot[] };
    expect(bots).toHaveLength(1);
    return bots[0] as SandboxBot;
  };
  expect((await bot()).chat_messages.map((m) => m.message)).toContain(CHAT_LINE);

  // Ask me first: a draft for each question; the first approved, the second rejected.
  const migration = page.getByRole("article", { name: "Draft answer to Ben Okafor" });
  const onboarding = page.getByRole("article", { name: "Draft answer to Chloé Martin" });
  await expect(migration).toBeVisible({ timeout: 45_000 });
  await expect(migration.getByRole("blockquote")).toContainText("done except billing");
  await migration.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "The avatar will say it")).toBeVisible();
  await expect(onboarding).toBeVisible({ timeout: 30_000 });
  const rejected = (await onboarding.getByRole("blockquote").textContent()) ?? "";
  expect(rejected).toContain("activation went up");
  await onboarding.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Rejected: the avatar defers to you")).toBeVisible();
  const decided = page.getByTestId("avatar-draft-decided");
  await expect(decided.filter({ hasText: "Approved" })).toContainText("what's the status of the migration?");
  await expect(decided.filter({ hasText: "Rejected: deferred" })).toContainText("how are the onboarding numbers looking?");

  // What the meeting heard: the approved answer, aloud and in the chat; never the rejected one.
  await expect(async () => {
    const inside = await bot();
    const said = [...inside.chat_messages.map((m) => m.message), ...inside.audio.map((a) => a.said ?? "")];
    expect(said.filter((s) => s.includes("done except billing"))).toHaveLength(2);
  }).toPass({ timeout: 20_000 });
  const inside = await bot();
  for (const s of [...inside.chat_messages.map((m) => m.message), ...inside.audio.map((a) => a.said ?? "")]) expect(s).not.toContain("activation went up");

  // She arrives: one tap hands over, and the room says so.
  await page.getByRole("button", { name: "I'm joining now" }).click();
  await expect(page.getByText("Handed over to you")).toBeVisible();
  await expect(page.getByRole("button", { name: "I'm joining now" })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
