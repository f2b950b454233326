/**
 * `npm run restore -- FILE [--force]`: brings a `npm run backup` archive back into the DATA_DIR or the
 * PostgreSQL database the environment names (issue 43 §9, ADR 0067). A target that already holds data is
 * refused unless --force; the instance must be stopped (the embedded database's lock says so).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/env';
import { PGLITE_OPTIONS } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import {
  FILES,
  isEmptyDir,
  libpqTarget,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  run,
  storedFilesDir,
  type BackupManifest,
} from './backup-archive';

class RefusedError extends Error {}

function readManifest(staging: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new RefusedError('el archivo no es una copia de seguridad de Vitalia (falta manifest.json)');
  }
  if (manifest.format !== 'vitalia-backup' || manifest.version !== 1)
    throw new RefusedError('el archivo no es una copia de seguridad de Vitalia que esta versión sepa leer');
  return manifest as BackupManifest;
}

/** Tables in the target PostgreSQL database's schemas of ours. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')`,
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, staging: string, force: boolean) {
  if ((await tablesIn(databaseUrl)) > 0) {
    if (!force)
      throw new RefusedError(
        'la base de datos de DATABASE_URL ya tiene tablas; usa --force para reemplazarlas (se borran)',
      );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema if exists public, drizzle, pgboss cascade');
      await client.query('create schema public');
    } finally {
      await client.end();
    }
  }
  const { url, env } = libpqTarget(databaseUrl, process.env);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${url}`,
      path.join(staging, POSTGRES_DUMP),
    ],
    env,
  );
}

async function restorePglite(dataDir: string, staging: string, force: boolean) {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // Held until the end: a server started meanwhile on this DATA_DIR waits, and one running refuses this.
  const release = await acquireDataDirLock(dir);
  try {
    const existing = fs.readdirSync(dir).filter((name) => !name.startsWith('vitalia.'));
    if (existing.length > 0) {
      if (!force)
        throw new RefusedError(`${dir} ya tiene una base de datos; usa --force para reemplazarla (se borra)`);
      for (const name of existing) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const dump = new Blob([fs.readFileSync(path.join(staging, PGLITE_DUMP))]);
    const client = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: dump });
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
}

function restoreFiles(filesDir: string, staging: string, force: boolean) {
  const restored = path.join(staging, FILES);
  if (!isEmptyDir(filesDir)) {
    if (!force)
      throw new RefusedError(`${filesDir} ya tiene archivos; usa --force para reemplazarlos (se borran)`);
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(filesDir), { recursive: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
  if (!fs.existsSync(restored)) {
    fs.mkdirSync(filesDir, { recursive: true });
    return;
  }
  try {
    fs.renameSync(restored, filesDir);
  } catch (error) {
    // Another file system than the archive's staging folder: copied instead.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(restored, filesDir, { recursive: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Uso: npm run restore -- ARCHIVO.tar [--force]');
    process.exit(2);
  }
  if (!fs.existsSync(file)) throw new RefusedError(`no existe ${file}`);
  const config = loadConfig();
  const started = performance.now();
  const filesDir = storedFilesDir(config);
  // Staged beside the files' directory, so they are moved into place, not copied.
  const stagingParent = filesDir ? path.dirname(filesDir) : config.DATA_DIR;
  fs.mkdirSync(stagingParent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(stagingParent, '.vitalia-restore-'));
  try {
    await run('tar', ['--extract', `--file=${path.resolve(file)}`, '-C', staging], process.env);
    const manifest = readManifest(staging);
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.database !== kind)
      throw new RefusedError(
        manifest.database === 'pglite'
          ? 'la copia es de una base embebida (PGlite): restáurala sin DATABASE_URL, en un DATA_DIR'
          : 'la copia es de PostgreSQL: define DATABASE_URL con la base de destino',
      );
    if (filesDir && manifest.files === 'included' && !isEmptyDir(filesDir) && !force)
      throw new RefusedError(`${filesDir} ya tiene archivos; usa --force para reemplazarlos (se borran)`);
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, staging, force);
    else await restorePglite(config.DATA_DIR, staging, force);
    if (filesDir && manifest.files === 'included') restoreFiles(filesDir, staging, force);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Copia del ${manifest.created_at} restaurada en ${config.DATABASE_URL ? 'PostgreSQL' : config.DATA_DIR} (en ${seconds} s).` +
        (manifest.files === 's3' ? ' Los archivos estaban en S3: el bucket no se toca.' : ''),
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`No se pudo restaurar: ${(error as Error).message}`);
  process.exit(error instanceof RefusedError ? 2 : 1);
});
