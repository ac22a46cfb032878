import "server-only";
import type { AdminSeed } from "~/components/admin/admin-view";
import { pageWindow, readPage } from "~/lib/list-page";
import { serverCaller } from "~/server/caller";
import { log } from "~/server/log";

/** The URL's page of users (?q=&page=) and the stats, read on the server so they are in the first HTML. */
export async function adminFirstPage(params: Record<string, string | string[] | undefined>): Promise<AdminSeed> {
  const q = ([params.q].flat()[0] ?? "").trim().slice(0, 200);
  const input = { ...(q ? { q } : {}), ...pageWindow(readPage([params.page].flat()[0])) };
  const caller = await serverCaller();
  const at = Date.now();
  const failed = (what: string) => (error: unknown) => {
    log.warn({ err: error }, `${what} on the server failed`);
    return null;
  };
  const [users, stats] = await Promise.all([caller.admin.users(input).catch(failed("admin.users")), caller.admin.stats().catch(failed("admin.stats"))]);
  return { at, input, users, stats };
}
