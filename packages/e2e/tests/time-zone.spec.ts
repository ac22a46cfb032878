import { expect, test, type Page } from "@playwright/test";

/*
 * Times in the user's time zone, from the server's first HTML on: the browser tells the server its zone in the
 * `tz` cookie. Asia/Kolkata (UTC+5:30, no daylight saving) makes every time differ from the server's UTC.
 */
test.use({ timezoneId: "Asia/Kolkata" });

async function signInAsAda(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).or(page.getByRole("button", { name: /sign in/i })).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

test("meeting times are the user's, with no hydration error, on the first visit and after", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAsAda(page);

  // Tomorrow 09:00 UTC is 2:30 PM in Kolkata.
  const at = new Date(Date.now() + 86_400_000);
  at.setUTCHours(9, 0, 0, 0);
  const title = `Zone check ${Date.now()}`;
  const id = await page.evaluate(
    async ({ title, scheduledAt }) => {
      const res = await fetch("/api/meetings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title, scheduled_at: scheduledAt }) });
      return ((await res.json()) as { id: string }).id;
    },
    { title, scheduledAt: at.toISOString() },
  );
  const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "Asia/Kolkata" }).format(at);
  const shown = `${day}, 2:30 PM`;
  const list = `/meetings?q=${encodeURIComponent(title)}`;
  const time = page.locator(`time[datetime="${at.toISOString()}"]`);

  try {
    // First visit: no cookie yet. The server renders UTC, the page hydrates that and then shows the user's time.
    await context.clearCookies({ name: "tz" });
    await page.goto(list);
    await expect(time).toHaveText(shown);
    // The zone's name (Chromium still says Calcutta) and its UTC offsets in January and July.
    expect((await context.cookies()).find((c) => c.name === "tz")?.value).toMatch(/^Asia%2F(Kolkata|Calcutta)%7C-330%7C-330$/);

    // From then on the server's HTML already has it.
    const html = await (await page.request.get(list)).text();
    expect(html).toContain(shown);
    await page.reload();
    await expect(time).toHaveText(shown);

    await page.goto(`/meetings/${id}`);
    await expect(page.getByText("2:30 – 3:30 PM")).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await page.evaluate((meetingId) => fetch(`/api/meetings/${meetingId}`, { method: "DELETE" }), id);
  }
});
