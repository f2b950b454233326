import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database directory lock', () => {
  it('refuses a second opener with a Spanish message while the first holds it, then lets it in', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/ya está en uso por otro proceso de Vitalia/);
    release();
    const again = acquireDataDirLock(dir);
    again();
  });

  it('takes over a lock left by a process that was killed', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(path.join(dir, 'vitalia.pid'), String(dead));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'vitalia.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'vitalia.pid'))).toBe(false);
  });
});
