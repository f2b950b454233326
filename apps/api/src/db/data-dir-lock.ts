import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base de datos embebida en ${dataDir} ya está en uso por otro proceso de Vitalia (pid ${pid}). ` +
        'Detén ese proceso o usa otro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A pid lock file beside the PGlite files. A lock left by a process that died (kill -9) is taken over;
 * one held by a live process stops start-up with a Spanish message. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'vitalia.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
        throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
