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
    const conn: Connection = { socket, buffer: Buffer.alloc(0), started: false, pending: [], closed: false };
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
          for (const message of exchange.messages) {
            await this.db.execProtocolRawStream(message, {
              onRawData: (data: Uint8Array) => {
                if (!conn.closed && conn.socket.writable) conn.socket.write(data);
              },
            });
          }
        });
        this.owner = !exchange.complete || this.db.isInTransaction() ? conn : null;
      }
    } finally {
      this.pumping = false;
    }
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
