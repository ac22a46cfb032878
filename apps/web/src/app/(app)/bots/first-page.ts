import "server-only";
import type { BotsSeed } from "~/components/bots/bots-view";
import { pageWindow, readPage } from "~/lib/list-page";
import { serverCaller } from "~/server/caller";
import { log } from "~/server/log";

/** The URL's page of sessions (?page=N), read on the server so the list is in the first HTML. */
export async function botsFirstPage(params: Record<string, string | string[] | undefined>): Promise<BotsSeed> {
  const input = pageWindow(readPage([params.page].flat()[0]));
  const at = Date.now();
  const sessions = await (await serverCaller()).bots.sessions(input).catch((error: unknown) => {
    log.warn({ err: error }, "bots.sessions on the server failed");
    return null;
  });
  return { at, input, sessions };
}
