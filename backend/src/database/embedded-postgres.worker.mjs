// Worker thread that owns the embedded Postgres: PGlite (Postgres in WebAssembly) and the PGLiteSocketServer
// in front of it, so no SQL statement ever runs on the main thread's event loop. The parent only talks to it
// through the unix socket (with `pg`) and these messages. Plain ESM, copied to dist as is.
// Protocol: workerData { dataDir, path, maxConnections }; the worker posts { ready: true } once the socket
// listens, or { error } if startup fails. On { stop: true } it stops the server, closes PGlite cleanly (the data
// dir survives and reopens), posts { stopped: true } and exits.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, path, maxConnections } = workerData;

let db;
let server;
let stopping;

const describe = (err) => (err instanceof Error ? err.message : String(err));

async function shutdown() {
  try {
    await server?.stop();
  } finally {
    if (db && !db.closed) await db.close();
  }
}

async function start() {
  try {
    db = await PGlite.create({ dataDir });
    // the socket server allows one connection unless told otherwise: the parent sizes it to its pool
    server = new PGLiteSocketServer({ db, path, maxConnections });
    await server.start();
    parentPort.postMessage({ ready: true });
  } catch (err) {
    await shutdown().catch(() => undefined);
    parentPort.postMessage({ error: describe(err) });
    process.exit(1);
  }
}

parentPort.on('message', (msg) => {
  if (!msg?.stop || stopping) return;
  stopping = (async () => {
    let error;
    try {
      await started;
      await shutdown();
    } catch (err) {
      error = describe(err);
    }
    parentPort.postMessage(error ? { stopped: true, error } : { stopped: true });
    process.exit(error ? 1 : 0);
  })();
});

const started = start();
