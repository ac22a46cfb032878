import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { notifications } from "@understudy/db/schema";
import { createTestNotification, createTestUser } from "@understudy/db/test";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { NotificationsResponse, listNotifications, markNotificationRead } from "@understudy/services/notifications";

const { db, close } = connectTestDb();
afterAll(close);

async function notify(userId: string, title: string, createdAt: string) {
  const [row] = await db.insert(notifications).values({ userId, title, message: `${title}!`, createdAt: new Date(createdAt) }).returning();
  if (!row) throw new Error("no notification");
  return row;
}

describe("notifications", () => {
  it("lists the user's own notifications, newest first, unread by default", async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    await notify(user.id, "Middle", "2026-06-02T10:00:00Z");
    await notify(user.id, "Oldest", "2026-06-01T10:00:00Z");
    await notify(user.id, "Newest", "2026-06-03T10:00:00Z");
    await notify(other.id, "Someone else's", "2026-06-04T10:00:00Z");
    const result = NotificationsResponse.parse(await listNotifications({ ctx: makeUserCtx(db, user.id) }));
    expect(result.notifications.map((n) => n.title)).toEqual(["Newest", "Middle", "Oldest"]);
    expect(result.notifications[0]).toEqual({
      id: expect.any(String),
      kind: "general",
      title: "Newest",
      message: "Newest!",
      href: null,
      created_at: "2026-06-03T10:00:00.000Z",
      read: false,
    });
  });

  it("marks a notification read, once or twice, and leaves the others unread", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id);
    const a = await createTestNotification(db, user.id, "A");
    const b = await createTestNotification(db, user.id, "B");
    const marked = await markNotificationRead({ ctx, input: { id: a.id } });
    expect(marked).toMatchObject({ id: a.id, title: "A", read: true });
    expect((await markNotificationRead({ ctx, input: { id: a.id } })).read).toBe(true);
    const byId = new Map((await listNotifications({ ctx })).notifications.map((n) => [n.id, n.read]));
    expect(byId.get(a.id)).toBe(true);
    expect(byId.get(b.id)).toBe(false);
  });

  it("answers NOT_FOUND for another user's notification, an unknown id and a non-id, and changes nothing", async () => {
    const owner = await createTestUser(db);
    const intruder = makeUserCtx(db, (await createTestUser(db)).id);
    const n = await createTestNotification(db, owner.id, "Private");
    await expect(markNotificationRead({ ctx: intruder, input: { id: n.id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(markNotificationRead({ ctx: intruder, input: { id: randomUUID() } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(markNotificationRead({ ctx: intruder, input: { id: "42" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [mine] = (await listNotifications({ ctx: makeUserCtx(db, owner.id) })).notifications;
    expect(mine).toMatchObject({ id: n.id, read: false });
  });

  it("maps NOT_FOUND through the router and needs a signed-in user", async () => {
    const { token } = await signedInUser(db);
    const n = await createTestNotification(db, (await createTestUser(db)).id);
    await expect((await makeCaller(db, token)).notifications.markRead({ id: n.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect((await makeCaller(db, null)).notifications.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
