import fs from 'node:fs';
import net from 'node:net';
import { controlSocketPath } from './backup-archive';

/** What a request on the control socket asks for; the only one there is. */
export const SNAPSHOT_REQUEST = 'snapshot\n';

/**
 * The embedded database can be opened by one process only (ADR 0064), so `npm run backup` asks the running
 * instance for its snapshot over a Unix socket in DATA_DIR (issue 43 §9). The socket file is readable by
 * this user alone: whoever can open it could read the data directory itself.
 * The answer is `OK <bytes>\n` and the gzip'd dump, or `ERROR <message>\n`.
 */
export async function serveSnapshots(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: { warn(object: object, message: string): void },
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // A socket file left by a killed instance: this process holds the directory's lock, so it is stale.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    connection.on('error', () => connection.destroy());
    let request = '';
    connection.on('data', (chunk: Buffer) => {
      request += chunk.toString();
      if (!request.includes('\n')) {
        if (request.length > 64) connection.destroy();
        return;
      }
      connection.pause();
      if (request !== SNAPSHOT_REQUEST) {
        connection.end('ERROR petición desconocida\n');
        return;
      }
      snapshot().then(
        async (blob) => {
          connection.write(`OK ${blob.size}\n`);
          connection.end(Buffer.from(await blob.arrayBuffer()));
        },
        (error: unknown) => {
          log.warn({ err: error }, 'backup snapshot failed');
          connection.end(`ERROR ${(error as Error).message.replace(/\n/g, ' ')}\n`);
        },
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    // A path too long for a Unix socket (108 bytes) or a read-only directory: backups then need the
    // instance stopped; serving goes on.
    log.warn(
      { err: error, socketPath },
      'backup socket not available: npm run backup needs this instance stopped',
    );
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}
