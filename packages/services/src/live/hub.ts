import postgres from "postgres";

/** Stops one subscriber; the channel is UNLISTENed when its last subscriber leaves. */
export type Unsubscribe = () => Promise<void>;

/**
 * LISTEN/NOTIFY fanned out inside one process: every live-room viewer of every meeting shares one database
 * connection, instead of holding one each (a web process with 50 viewers would otherwise exhaust the pool).
 */
export interface LiveEventHub {
  /**
   * `onNotice` for each notification on `channel`; `onListen` each time the LISTEN is (re)established, when
   * notifications sent meanwhile may have been missed and the subscriber should read what it has not seen.
   */
  subscribe(channel: string, onNotice: (payload: string) => void, onListen?: () => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

interface Subscriber {
  onNotice: (payload: string) => void;
  onListen?: () => void;
}

/**
 * Over postgres.js: `sql.listen` keeps all of an instance's LISTENs on one dedicated connection and
 * re-issues them after a reconnect, calling `onlisten` again (https://github.com/porsager/postgres#listen--notify).
 */
export function createLiveEventHub(databaseUrl: string): LiveEventHub {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { application_name: "understudy-live" } });
  const channels = new Map<string, { subscribers: Set<Subscriber>; listening: Promise<{ unlisten: () => Promise<void> }> }>();
  return {
    async subscribe(channel, onNotice, onListen) {
      const subscriber: Subscriber = { onNotice, onListen };
      let entry = channels.get(channel);
      if (!entry) {
        const subscribers = new Set<Subscriber>();
        const listening = sql.listen(
          channel,
          (payload) => {
            for (const s of subscribers) s.onNotice(payload);
          },
          () => {
            for (const s of subscribers) s.onListen?.();
          },
        );
        entry = { subscribers, listening };
        channels.set(channel, entry);
        listening.catch(() => channels.delete(channel));
      }
      entry.subscribers.add(subscriber);
      const current = entry;
      await current.listening;
      return async () => {
        current.subscribers.delete(subscriber);
        if (current.subscribers.size > 0 || channels.get(channel) !== current) return;
        channels.delete(channel);
        await (await current.listening).unlisten().catch(() => undefined);
      };
    },
    async close() {
      channels.clear();
      await sql.end({ timeout: 1 });
    },
  };
}
