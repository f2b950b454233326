import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `La base de datos embebida en ${dataDir} ya está en uso por otro proceso de Vitalia${pid ? ` (pid ${pid})` : ''}. ` +
        'Detén ese proceso o usa otro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The file the kernel lock is taken on; `vitalia.pid` beside it only says who holds it, for the message. */
const LOCK_FILE = 'vitalia.lock';
const PID_FILE = 'vitalia.pid';
/** flock's exit code when another process holds the lock after the wait. */
const CONFLICT = 75;
/**
 * How long a start waits for the lock: a process killed a moment ago lets go once its helper sees the pipe
 * close (a few milliseconds); a live holder is still there after this.
 */
const WAIT_SECONDS = '2';

const holderPid = (dataDir: string) => {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * An exclusive lock on the embedded database's directory, held by the kernel (issue 43 §2): `flock(1)` takes
 * it on `vitalia.lock` and keeps it while its helper reads this process's pipe. When this process ends in
 * any way (kill -9 included, a zombie included, PID 1 in a container included) the pipe closes, the helper
 * exits and the kernel releases the lock. A copied directory carries no lock. A second live opener waits
 * two seconds, then refuses with a Spanish message. Answers the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  const lockFile = path.join(dataDir, LOCK_FILE);
  fs.closeSync(fs.openSync(lockFile, 'a'));
  const helper = spawn(
    'flock',
    [
      '--exclusive',
      '--wait',
      WAIT_SECONDS,
      '--conflict-exit-code',
      String(CONFLICT),
      lockFile,
      'sh',
      '-c',
      // Says it holds the lock, then waits for this process's end (the pipe's end of file).
      'echo held; exec cat > /dev/null',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const outcome = await new Promise<'held' | number | Error>((resolve) => {
    helper.stdout.once('data', () => resolve('held'));
    helper.once('exit', (code) => resolve(code ?? -1));
    helper.once('error', resolve);
  });
  if (outcome === CONFLICT) throw new DataDirLockedError(dataDir, holderPid(dataDir));
  if (outcome !== 'held')
    throw new Error(
      `No se pudo bloquear ${dataDir} (flock: ${outcome instanceof Error ? outcome.message : `código ${outcome}`}). ` +
        'Instala util-linux (flock) o usa DATABASE_URL.',
    );
  fs.writeFileSync(path.join(dataDir, PID_FILE), String(process.pid));
  // The helper lives as long as this process does, without keeping its event loop alive.
  helper.unref();
  helper.stdout.destroy();
  (helper.stdin as unknown as Socket).unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    helper.stdin.end();
    helper.kill();
  };
  process.on('exit', release);
  return release;
}
