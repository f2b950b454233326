import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env';

/**
 * One backup is one tar file (issue 43 §9, ADR 0067):
 * - `manifest.json`: what it holds (below);
 * - `database.tar.gz` (the embedded database: PGlite's own dump of its data directory, taken between two
 *   statements, so it starts like a database after a power cut: consistent) or `database.pgdump`
 *   (`pg_dump --format=custom`, one transaction's snapshot);
 * - `files/`: the stored files (videos, e-books, images) when they are on this machine's disk.
 */
export interface BackupManifest {
  format: 'vitalia-backup';
  version: 1;
  created_at: string;
  database: 'pglite' | 'postgres';
  /** `included`: under files/; `s3`: in the bucket, which the operator backs up (versioning, replication). */
  files: 'included' | 's3';
}

export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.pgdump';
export const FILES = 'files';

/** The directory of stored files, or null when they live in an S3 bucket. */
export function storedFilesDir(config: Pick<AppConfig, 'STORAGE_URL' | 'DATA_DIR'>): string | null {
  const url = config.STORAGE_URL?.trim();
  if (url?.startsWith('s3://')) return null;
  return url?.startsWith('file://') ? new URL(url).pathname : path.join(config.DATA_DIR, 'files');
}

/** Where a running embedded instance answers `npm run backup` (a Unix socket only its user can open). */
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'vitalia.sock');

/**
 * Runs a command to its end, in `env` (the command-line tool's own environment: PATH, PG* variables);
 * its error output becomes the Spanish error's detail.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `No se encontró el programa ${command}: instálalo (p. ej. apt-get install postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} terminó con código ${code}: ${stderr.trim()}`)),
    );
  });
}

/** A libpq connection string without its password, which goes to the tool's environment instead. */
export function libpqTarget(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Whether a directory is missing or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Total size of a directory tree, in bytes. */
export function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
