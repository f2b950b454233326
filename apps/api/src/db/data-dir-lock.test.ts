import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const holders: ChildProcess[] = [];
const holderPids: number[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const pid of holderPids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const holder of holders.splice(0)) holder.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Another process that takes the lock and says so, as a running server holds it. Started by a shell that
 * then becomes `sleep`, which never reaps children: once killed, the holder stays a zombie (as after
 * kill -9 in a container whose init does not reap). Answers the holder's pid.
 */
async function holderOf(dir: string): Promise<number> {
  const code = `import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))}).then(async (m) => {
    await m.acquireDataDirLock(${JSON.stringify(dir)});
    process.stdout.write('held ' + process.pid + '\\n');
    setInterval(() => {}, 1000);
  });`;
  const shell = spawn('sh', ['-c', '"$0" --import tsx -e "$1" & exec sleep 60', process.execPath, code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  holders.push(shell);
  const pid = await new Promise<number>((resolve, reject) => {
    shell.stdout?.once('data', (data: Buffer) => resolve(Number(/held (\d+)/.exec(String(data))?.[1])));
    shell.once('exit', (exitCode) => reject(new Error(`holder exited with ${exitCode}`)));
  });
  holderPids.push(pid);
  return pid;
}

const stateOf = (pid: number) => /\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];

describe('the embedded database directory lock (issue 43 §2)', () => {
  it('refuses a second opener with a Spanish message while the first holds it, then lets it in', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    const refused = await acquireDataDirLock(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(String(refused)).toMatch(/ya está en uso por otro proceso de Vitalia \(pid \d+\)/);
    release();
    (await acquireDataDirLock(dir))();
  });

  it('is free again at once when its holder is killed -9 and left a zombie', async () => {
    const dir = tempDir();
    const holder = await holderOf(dir);
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    process.kill(holder, 'SIGKILL');
    for (let waited = 0; waited < 100 && stateOf(holder) !== 'Z'; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stateOf(holder)).toBe('Z');
    // Three restarts in a row, as the drill tried: each takes the lock.
    for (let restart = 0; restart < 3; restart += 1) {
      const started = Date.now();
      const release = await acquireDataDirLock(dir);
      expect(Date.now() - started).toBeLessThan(1500);
      release();
    }
  }, 30_000);

  it('pays no heed to the pid written in the directory (a container’s PID 1, a reused pid)', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'vitalia.pid'), '1');
    const again = await acquireDataDirLock(dir);
    fs.writeFileSync(path.join(dir, 'vitalia.pid'), String(process.pid));
    again();
    (await acquireDataDirLock(dir))();
  });

  it('a copied directory starts beside its live original, which stays locked', async () => {
    const original = tempDir();
    await holderOf(original);
    const copy = tempDir();
    fs.cpSync(original, copy, { recursive: true });
    const release = await acquireDataDirLock(copy);
    await expect(acquireDataDirLock(original)).rejects.toBeInstanceOf(DataDirLockedError);
    release();
  }, 30_000);
});
