import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop has not turned for `stallSeconds` (issue 43 §8). Under a full disk
 * the embedded database once spun at 100 % CPU inside its WebAssembly, never returning to the event loop:
 * no request was answered, SIGTERM (a JavaScript handler) was never run, and freeing space did not help.
 * A thread of its own watches a heartbeat the loop writes every second and, when it stops, says so on
 * stderr and kills the process, so its supervisor starts a new one (which answers 503 while the disk is low).
 * Started once the server listens: migrations at start may legitimately hold the loop for long.
 */
export function startStallWatchdog(stallSeconds: number): () => void {
  const beat = new Int32Array(new SharedArrayBuffer(4));
  const heartbeat = setInterval(() => Atomics.add(beat, 0, 1), 1000);
  heartbeat.unref();
  // Plain code, read the same as a script or a module (whatever flags the process was started with).
  const watcher = new Worker(
    `
    const { workerData } = process.getBuiltinModule('node:worker_threads');
    const fs = process.getBuiltinModule('node:fs');
    const { beat, stallSeconds } = workerData;
    let last = Atomics.load(beat, 0);
    let still = 0;
    setInterval(() => {
      const now = Atomics.load(beat, 0);
      if (now !== last) { last = now; still = 0; return; }
      still += 1;
      if (still < stallSeconds) return;
      fs.writeSync(2, JSON.stringify({ level: 50, time: Date.now(), msg: 'event loop stalled for ' + stallSeconds + ' s: killing the process so that it is restarted' }) + '\\n');
      process.kill(process.pid, 'SIGKILL');
    }, 1000);
    `,
    { eval: true, workerData: { beat, stallSeconds } },
  );
  watcher.unref();
  return () => {
    clearInterval(heartbeat);
    void watcher.terminate();
  };
}
