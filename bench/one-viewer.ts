/**
 * One viewer's playback, measured from a process of its own (issue 19's "one viewer" figure).
 *
 * Run by bench/content.ts with the server's address and the paths hls.js asks for; prints the figures as
 * JSON. The runner itself has just uploaded the clip: its heap then holds ~160 MB of array buffers, and its
 * major collections came every ~220 ms while ~470 KB segments arrived, each one landing in a response's
 * latency (p99 23–35 ms against 8–11 ms from a fresh process, 2026-11-27). A viewer is not that process.
 */
import autocannon from 'autocannon';

/** What it prints, read back by bench/content.ts. */
export interface ViewerFigures {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const [url, pathsJson] = process.argv.slice(2);
if (!url || !pathsJson) throw new Error('usage: one-viewer.ts <server url> <JSON array of paths>');
const requests = (JSON.parse(pathsJson) as string[]).map((path) => ({ method: 'GET' as const, path }));

// Measured warm like every other figure: five passes first, not counted (here the first pass's first
// requests and the server's first collections after the transcode were its slowest).
await autocannon({ url, connections: 1, amount: requests.length * 5, requests });
const result = await autocannon({ url, connections: 1, amount: requests.length * 20, requests });
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  } satisfies ViewerFigures),
);
