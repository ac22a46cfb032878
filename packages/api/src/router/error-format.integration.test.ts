import { afterAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { appRouter } from "../root";
import { createTRPCContext } from "../trpc";
import { connectTestDb, signedInUser } from "../../test/support/helpers";
import { createTestMeeting } from "@understudy/db/test";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

describe("tRPC error shape", () => {
  it("keys validation errors by the field's own name, also inside an update's patch", async () => {
    const { user, token } = await signedInUser(db);
    const meeting = await createTestMeeting(db, user.id);
    const ctx = await createTRPCContext({ headers: new Headers({ authorization: `Bearer ${token}` }), deps: testDeps(db) });
    const caller = appRouter.createCaller(ctx, {
      onError: () => {},
    });
    const error = await caller.meetings.update({ id: meeting.id, patch: { meeting_url: "ftp://nope" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(getHTTPStatusCodeFromError(error as TRPCError)).toBe(400);
    const shape = appRouter._def._config.errorFormatter({
      error: error as TRPCError,
      type: "mutation",
      path: "meetings.update",
      input: undefined,
      ctx,
      shape: { message: "", code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } },
    }) as { data: { zodError: { fieldErrors: Record<string, string[]> } } };
    expect(Object.keys(shape.data.zodError.fieldErrors)).toEqual(["meeting_url"]);
  });
});
