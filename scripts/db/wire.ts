// A PGlite database reachable as a Postgres server on 127.0.0.1, for tools that speak the wire
// protocol (the diff engine, db-diff.ts). PGlite is a whole backend: it answers the startup
// message and every later one itself; this only frames the messages and writes back what it says.
// (@electric-sql/pglite-socket does the same but pins one PGlite version and its extensions as peers.)
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** The next whole message at the start of `buf` (its length), or 0 when more bytes are needed. */
function messageLength(buf: Buffer, started: boolean): number {
  if (!started) return buf.length >= 4 && buf.length >= buf.readInt32BE(0) ? buf.readInt32BE(0) : 0;
  return buf.length >= 5 && buf.length >= 1 + buf.readInt32BE(1) ? 1 + buf.readInt32BE(1) : 0;
}

function serveConnection(pg: PGlite, socket: Socket): void {
  let buffered = Buffer.alloc(0);
  let started = false;
  let chain: Promise<void> = Promise.resolve();
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  socket.on('data', (data) => {
    buffered = Buffer.concat([buffered, data]);
    for (let len = messageLength(buffered, started); len > 0; len = messageLength(buffered, started)) {
      const message = buffered.subarray(0, len);
      buffered = buffered.subarray(len);
      if (!started) {
        const code = message.readInt32BE(4);
        // No TLS on a loopback socket: 'N' tells the client to go on in the clear.
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) continue;
        if (code === PROTOCOL_3) started = true;
      } else if (message[0] === 0x58 /* Terminate */) {
        socket.end();
        return;
      }
      const bytes = new Uint8Array(message);
      chain = chain.then(() =>
        pg
          .runExclusive(() =>
            pg.execProtocolRawStream(bytes, { onRawData: (chunk) => void (socket.writable && socket.write(chunk)) }),
          )
          .catch(() => void socket.destroy()),
      );
    }
  });
}

/** Serves `pg` on a free port of 127.0.0.1 until close(). */
export async function servePglite(pg: PGlite): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(pg, socket);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}
