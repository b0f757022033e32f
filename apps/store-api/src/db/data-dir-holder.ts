import { chmod, unlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';

/*
 * One process at a time may open a PGlite data directory: a second one would corrupt it. The process
 * that opens it listens on a Unix socket beside it, `<data dir>.sock`, for as long as it keeps it
 * open; whoever finds that socket answering knows the directory is taken, and asks that process for
 * a backup instead of opening the directory itself. The socket is the owner's alone (mode 0600), and
 * a socket that no longer answers was left by a process that ended without closing.
 */

export class DataDirInUse extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is open in another process (the running shop, or a command): stop it first.`,
    );
  }
}

export interface DataDirHold {
  /** From now on, answers backups with `dump`'s tarball; until then they are refused. */
  serveBackups(dump: () => Promise<Blob>): void;
  /** Gives the data directory up: its socket is removed. */
  release(): Promise<void>;
}

const socketOf = (dataDir: string) => `${dataDir}.sock`;
const backupPath = '/backup';

/** Takes the data directory for this process, or throws `DataDirInUse` when a live process holds it. */
export async function holdDataDir(dataDir: string): Promise<DataDirHold> {
  const socket = socketOf(dataDir);
  let dump: (() => Promise<Blob>) | undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== backupPath) {
      res.writeHead(404).end();
      return;
    }
    if (!dump) {
      res.writeHead(503).end('the database is being opened or restored: try again in a moment');
      return;
    }
    dump().then(
      (tarball) => {
        res.writeHead(200, { 'content-type': 'application/gzip' });
        // An error midway cuts the answer short, which the asker reads as a failed backup.
        pipeline(gzipped(tarball), res).catch(() => {});
      },
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  try {
    await listen(server, socket);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EINVAL') {
      throw new Error(
        `${socket} is too long for a socket's path (about 100 bytes): give DATA_DIR a shorter one.`,
      );
    }
    if (code !== 'EADDRINUSE') throw error;
    if (await answers(socket)) throw new DataDirInUse(dataDir);
    await unlink(socket);
    await listen(server, socket);
  }
  await chmod(socket, 0o600);
  // The database keeps the process alive, never its socket.
  server.unref();
  return {
    serveBackups(serve) {
      dump = serve;
    },
    release: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A backup from the process that holds the data directory, as a gzipped tarball to read; null when
 * no process holds it.
 */
export function backupFromHolder(dataDir: string): Promise<Readable | null> {
  return new Promise((resolve, reject) => {
    const asked = request({ socketPath: socketOf(dataDir), path: backupPath, agent: false }, (answer) => {
      if (answer.statusCode === 200) resolve(answer);
      else
        textOf(answer).then(
          (text) => reject(new Error(text || `its answer was ${answer.statusCode}`)),
          reject,
        );
    });
    asked.on('error', (error) => (isNobodyThere(error) ? resolve(null) : reject(error)));
    asked.end();
  });
}

/**
 * A tarball as the file a backup writes, compressed outside the database's lock, at gzip's fastest
 * level: a third of the default's time for a seventh more bytes.
 */
export function gzipped(tarball: Blob): Readable {
  return Readable.fromWeb(tarball.stream()).pipe(createGzip({ level: constants.Z_BEST_SPEED }));
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Exclusive: in a cluster worker (the shop's Store API process) the worker binds the socket
    // itself, so that it goes when the worker goes.
    server.listen({ path, exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ path });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    // A socket this user may not connect to is taken as answering: better refused than corrupted.
    probe.once('error', (error) => resolve(!isNobodyThere(error)));
  });
}

const isNobodyThere = (error: NodeJS.ErrnoException) =>
  error.code === 'ENOENT' || error.code === 'ECONNREFUSED';

async function textOf(answer: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of answer) text += chunk;
  return text;
}
