/**
 * `npm run backup -- FILE`: one archive of the instance the environment names (DATABASE_URL, or DATA_DIR's
 * embedded database), taken while it runs (issue 43 §9, ADR 0067). See backup-archive.ts for its contents.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { PGLITE_OPTIONS } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import {
  controlSocketPath,
  FILES,
  libpqTarget,
  MANIFEST,
  megabytes,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  run,
  storedFilesDir,
  type BackupManifest,
} from './backup-archive';
import { SNAPSHOT_REQUEST } from './control-socket';
import { INCOMING as INCOMING_DIR } from '../plugins/app/storage/disk-storage';

/** The running instance's snapshot over its control socket, or null when no instance answers there. */
async function snapshotFromRunningInstance(dataDir: string): Promise<Buffer | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write(SNAPSHOT_REQUEST));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file with nobody behind it: the instance is not running.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf('\n');
      const head = answer.subarray(0, Math.max(0, newline)).toString();
      const size = /^OK (\d+)$/.exec(head)?.[1];
      if (size === undefined) {
        reject(
          new Error(`la instancia no entregó su copia: ${head.replace(/^ERROR /, '') || 'sin respuesta'}`),
        );
        return;
      }
      const body = answer.subarray(newline + 1);
      if (body.length !== Number(size))
        reject(new Error(`la copia llegó incompleta (${body.length} de ${size} bytes)`));
      else resolve(body);
    });
  });
}

/** The embedded database of a stopped instance, opened (and locked) by this process for its snapshot. */
async function snapshotOfStoppedInstance(dataDir: string): Promise<Buffer> {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`no hay una base de datos embebida en ${dir}`);
  const release = await acquireDataDirLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    try {
      return Buffer.from(await ((await client.dumpDataDir('gzip')) as Blob).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function main() {
  const target = process.argv[2];
  if (!target || target.startsWith('-')) {
    console.error('Uso: npm run backup -- ARCHIVO.tar');
    process.exit(2);
  }
  const config = loadConfig();
  const started = performance.now();
  const file = path.resolve(target);
  const staging = fs.mkdtempSync(path.join(path.dirname(file), '.vitalia-backup-'));
  try {
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (config.DATABASE_URL) {
      const { url, env } = libpqTarget(config.DATABASE_URL, process.env);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          url,
        ],
        env,
      );
    } else {
      const dump =
        (await snapshotFromRunningInstance(config.DATA_DIR)) ??
        (await snapshotOfStoppedInstance(config.DATA_DIR));
      fs.writeFileSync(path.join(staging, PGLITE_DUMP), dump);
    }
    const filesDir = storedFilesDir(config);
    const manifest: BackupManifest = {
      format: 'vitalia-backup',
      version: 1,
      created_at: new Date().toISOString(),
      database: kind,
      files: filesDir ? 'included' : 's3',
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // The files after the database: every file its rows name was written before they committed, so it is
    // here; a file added since is an unreferenced extra.
    const partial = `${file}.partial`;
    const filesArgs =
      filesDir && fs.existsSync(filesDir)
        ? [
            // Files being written (their temporary folder) stay out; stored under files/ whatever the
            // directory's own name.
            `--exclude=${path.basename(filesDir)}/${INCOMING_DIR}`,
            `--transform=s,^${path.basename(filesDir)}\\(/\\|$\\),${FILES}\\1,`,
            '-C',
            path.dirname(filesDir),
            path.basename(filesDir),
          ]
        : [];
    await run(
      'tar',
      ['--create', `--file=${partial}`, '-C', staging, ...fs.readdirSync(staging), ...filesArgs],
      process.env,
    );
    fs.renameSync(partial, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Copia de seguridad lista: ${file} (${megabytes(fs.statSync(file).size)}, ${kind}, en ${seconds} s).` +
        (filesDir ? '' : ' Los archivos están en S3: respáldalos con las herramientas del bucket.'),
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`No se pudo hacer la copia de seguridad: ${(error as Error).message}`);
  process.exit(1);
});
