import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs `code` in a process of its own with the watchdog started (its stall bound: 2 s). */
function runWatched(code: string) {
  const watchdog = path.join(import.meta.dirname, 'stall-watchdog.ts');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { startStallWatchdog } from ${JSON.stringify(watchdog)}; startStallWatchdog(2); ${code}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Should the watchdog fail, the spinning child would outlive the test and eat a core: it is ended here.
  const reaper = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise<{ signal: NodeJS.Signals | null; code: number | null; ms: number; stderr: string }>(
    (resolve) =>
      child.on('exit', (exitCode, signal) => {
        clearTimeout(reaper);
        resolve({ signal, code: exitCode, ms: performance.now() - started, stderr });
      }),
  );
}

describe('the stall watchdog (issue 43 §8)', () => {
  it('kills a process whose event loop never comes back, and says why', async () => {
    // A loop that never yields, like the embedded database spinning on a full disk.
    const ended = await runWatched('for (;;) {}');
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.stderr).toContain('event loop stalled for 2 s');
    expect(ended.ms).toBeLessThan(15_000);
  }, 20_000);

  it('leaves a busy but turning process alone, and lets it end on its own', async () => {
    const ended = await runWatched(`
      let rounds = 0;
      const work = () => { const until = Date.now() + 500; while (Date.now() < until) {} if (++rounds < 8) setImmediate(work); };
      work();`);
    expect(ended.signal).toBeNull();
    expect(ended.code).toBe(0);
  }, 20_000);
});
