import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/*
 * A PostgreSQL wire-protocol front for one PGlite instance, shared by many client connections.
 *
 * PGlite is a single session, so messages from different connections must never interleave inside one
 * extended-protocol exchange (Parse/Bind/Execute … Sync) or inside a transaction. pglite-socket's own
 * multiplexer queues message by message, which lets a second client's Parse land between a first client's
 * Parse and Bind ("unnamed prepared statement does not exist"). Here a connection's messages are queued as
 * whole exchanges, and a connection keeps the session while it is inside a transaction.
 *
 * LISTEN/NOTIFY: the one session listens on behalf of every connection that asked, so a notification
 * surfaces in the output of whichever exchange committed it. Each NotificationResponse is taken out of
 * that output and written to the connections that listen on its channel, as a server would.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

interface Exchange {
  conn: Connection;
  messages: Uint8Array[];
  complete: boolean;
}

interface Connection {
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  pending: Uint8Array[];
  closed: boolean;
  /** Channels this connection LISTENs on ("*" never: UNLISTEN * clears the set). */
  channels: Set<string>;
  /** Its prepared (UN)LISTEN statements by name ("" the unnamed one): a client re-running one sends only Bind. */
  listenStatements: Map<string, RegExpExecArray>;
}

const NOTIFICATION_RESPONSE = "A".charCodeAt(0);
const LISTEN_STATEMENT = /^\s*(UN)?LISTEN\s+(\*|"((?:[^"]|"")+)"|[A-Za-z_][A-Za-z0-9_$]*)\s*;?\s*$/i;

/** The NUL-terminated string at `start` and where the next field begins, or null. */
function cString(message: Uint8Array, start: number): { text: string; next: number } | null {
  const end = message.indexOf(0, start);
  if (end < 0) return null;
  return { text: Buffer.from(message.subarray(start, end)).toString("utf8"), next: end + 1 };
}

function applyListen(conn: Connection, [, un, raw = "", quoted]: RegExpExecArray) {
  if (!un) conn.channels.add(channelName(raw, quoted));
  else if (raw === "*") conn.channels.clear();
  else conn.channels.delete(channelName(raw, quoted));
}

/** Unquoted identifiers fold to lower case, quoted ones keep theirs (PostgreSQL's rule for channel names). */
function channelName(raw: string, quoted: string | undefined): string {
  return quoted === undefined ? raw.toLowerCase() : quoted.replace(/""/g, '"');
}

/** The channel a NotificationResponse is for: int32 length, int32 pid, then the NUL-terminated name. */
function notificationChannel(message: Uint8Array): string {
  const end = message.indexOf(0, 9);
  return Buffer.from(message.subarray(9, end < 0 ? message.length : end)).toString("utf8");
}

export class PgliteWireServer {
  private server: Server | null = null;
  private queue: Exchange[] = [];
  private owner: Connection | null = null;
  private pumping = false;
  private connections = new Set<Connection>();

  constructor(private readonly db: PGlite) {}

  async listen(port = 0, host = "127.0.0.1"): Promise<number> {
    await this.db.waitReady;
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket) {
    socket.setNoDelay(true);
    const conn: Connection = { socket, buffer: Buffer.alloc(0), started: false, pending: [], closed: false, channels: new Set(), listenStatements: new Map() };
    this.connections.add(conn);
    socket.on("data", (chunk) => this.receive(conn, chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => void this.drop(conn));
  }

  private receive(conn: Connection, chunk: Buffer) {
    conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
    for (;;) {
      if (!conn.started) {
        if (conn.buffer.length < 8) return;
        const length = conn.buffer.readInt32BE(0);
        const code = conn.buffer.readInt32BE(4);
        if (conn.buffer.length < length) return;
        const raw = new Uint8Array(conn.buffer.subarray(0, length));
        conn.buffer = conn.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          conn.socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST) {
          conn.socket.end();
          return;
        }
        if (code !== PROTOCOL_3) {
          conn.socket.destroy();
          return;
        }
        conn.started = true;
        this.enqueue({ conn, messages: [raw], complete: true });
        continue;
      }
      if (conn.buffer.length < 5) return;
      const length = conn.buffer.readInt32BE(1) + 1;
      if (conn.buffer.length < length) return;
      const message = new Uint8Array(conn.buffer.subarray(0, length));
      conn.buffer = conn.buffer.subarray(length);
      const type = String.fromCharCode(message[0] ?? 0);
      if (type === "X") {
        conn.socket.end();
        return;
      }
      conn.pending.push(message);
      this.noteListen(conn, message);
      // Q and S close an exchange; H asks for output without closing it, so the connection keeps the session.
      if (type === "Q" || type === "S" || type === "H") {
        this.enqueue({ conn, messages: conn.pending, complete: type !== "H" });
        conn.pending = [];
      }
    }
  }

  private enqueue(exchange: Exchange) {
    this.queue.push(exchange);
    void this.pump();
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const index = this.owner ? this.queue.findIndex((e) => e.conn === this.owner) : 0;
        if (index < 0 || this.queue.length === 0) break;
        const [exchange] = this.queue.splice(index, 1);
        if (!exchange) break;
        const { conn } = exchange;
        if (conn.closed) continue;
        await this.db.runExclusive(async () => {
          const output = this.outputTo(conn);
          for (const message of exchange.messages) await this.db.execProtocolRawStream(message, { onRawData: output.write });
          output.end();
        });
        this.owner = !exchange.complete || this.db.isInTransaction() ? conn : null;
      }
    } finally {
      this.pumping = false;
    }
  }

  /**
   * LISTEN/UNLISTEN as the client sends it. Recorded when sent rather than when it succeeds: a LISTEN that
   * fails leaves the client with an error and no notifications it did not ask for arrive in its place.
   */
  private noteListen(conn: Connection, message: Uint8Array) {
    const type = String.fromCharCode(message[0] ?? 0);
    if (type === "Q") {
      const statement = cString(message, 5);
      const match = statement && LISTEN_STATEMENT.exec(statement.text);
      if (match) applyListen(conn, match);
    } else if (type === "P") {
      // Parse: statement name, then the query text. It takes effect when a Bind runs it, now or later.
      const name = cString(message, 5);
      const statement = name && cString(message, name.next);
      if (!name || !statement) return;
      const match = LISTEN_STATEMENT.exec(statement.text);
      if (match) conn.listenStatements.set(name.text, match);
      else conn.listenStatements.delete(name.text);
    } else if (type === "B") {
      // Bind: portal name, then the statement name.
      const portal = cString(message, 5);
      const name = portal && cString(message, portal.next);
      const match = name && conn.listenStatements.get(name.text);
      if (match) applyListen(conn, match);
    }
  }

  /**
   * A writer for one exchange's output: whole backend messages are passed to `conn`, except notifications,
   * which go to their channel's listeners. Chunks may split a message; the tail waits for the next chunk.
   */
  private outputTo(conn: Connection) {
    let tail: Buffer = Buffer.alloc(0);
    const send = (target: Connection, data: Uint8Array) => {
      if (!target.closed && target.socket.writable) target.socket.write(data);
    };
    return {
      write: (chunk: Uint8Array) => {
        const data = tail.length ? Buffer.concat([tail, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        let passFrom = 0;
        let at = 0;
        while (data.length - at >= 5) {
          const length = data.readInt32BE(at + 1) + 1;
          if (data.length - at < length) break;
          if (data[at] === NOTIFICATION_RESPONSE) {
            if (at > passFrom) send(conn, data.subarray(passFrom, at));
            const notification = data.subarray(at, at + length);
            const channel = notificationChannel(notification);
            for (const listener of this.connections) if (listener.channels.has(channel)) send(listener, Buffer.from(notification));
            passFrom = at + length;
          }
          at += length;
        }
        if (at > passFrom) send(conn, data.subarray(passFrom, at));
        tail = Buffer.from(data.subarray(at));
      },
      end: () => {
        if (tail.length) send(conn, tail);
        tail = Buffer.alloc(0);
      },
    };
  }

  private async drop(conn: Connection) {
    conn.closed = true;
    this.connections.delete(conn);
    this.queue = this.queue.filter((e) => e.conn !== conn);
    if (this.owner === conn) {
      this.owner = null;
      if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      void this.pump();
    }
  }
}
