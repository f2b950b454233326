/**
 * Starts the built server (apps/api/dist/server.mjs) as `npm start` does, for the bench and the resilience
 * suite: real processes, real sockets, loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the server, exactly as `npm run serve` (and so `npm start`) passes them, so the bench and
 * the resilience suite measure what ships (ADR 0050; a test holds package.json to this).
 */
export const SERVE_NODE_FLAGS = ['--max-semi-space-size=8'];
/**
 * The environment `npm run serve` sets before Node starts: glibc's malloc reads MALLOC_ARENA_MAX then (ADR 0050);
 * Node keeps the bundle's compiled code beside it, and a restart reuses it (ADR 0053).
 */
export const SERVE_ENV = { MALLOC_ARENA_MAX: '2', NODE_COMPILE_CACHE: 'apps/api/dist/.compile-cache' };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  msToHealthy: number;
  /** Everything the process wrote to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(
  env: Record<string, string>,
  options: {
    timeoutMs?: number;
    captureOutput?: boolean;
    /**
     * Run as PID 1 of a PID namespace of its own, as in a container (`unshare`, root only): a SIGKILL to the
     * returned child ends the namespace and everything in it (stop it with SIGKILL: SIGTERM is not passed on).
     */
    asPid1?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const started = Date.now();
  const server = [...SERVE_NODE_FLAGS, 'apps/api/dist/server.mjs'];
  const [command, args] = options.asPid1
    ? ['unshare', ['--pid', '--fork', '--kill-child', process.execPath, ...server]]
    : [process.execPath, server];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SERVE_ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', options.captureOutput === false ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, url, port, msToHealthy: Date.now() - started, output: () => output, exited };
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

/** A browser-like session against a running server: cookies, CSRF header, JSON. */
export class HttpClient {
  /** The session's cookies; a client of a restarted server can take over another's session. */
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: () => unknown; text: string; headers: Headers }> {
    if (method !== 'GET' && !this.cookies.has('csrf_token')) await this.request('GET', '/api/config');
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: {
        ...this.extraHeaders,
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' ? { 'x-csrf-token': this.cookies.get('csrf_token') ?? '' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      // A request the server never answers is itself a failure worth naming, not a hung suite.
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      if (!name) continue;
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    return {
      status: response.status,
      text,
      headers: response.headers,
      json: () => JSON.parse(text) as unknown,
    };
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await this.request('POST', '/api/auth/login', { email, password });
    if (response.status !== 200) throw new Error(`sign-in failed (${response.status}): ${response.text}`);
  }
}

export const DEMO_ADMIN = { email: 'admin@vitalia.cl', password: 'Vitalia2026!' };
export const DEMO_MEMBER = { email: 'socia@vitalia.cl', password: 'Vitalia2026!' };

/**
 * A client of /api/notifications/stream on a local port: `ready` resolves on the server's first event and
 * rejects if the stream ends (or nothing answers in 10 s) before that; `text()` is everything read so far.
 */
export function openEventStream(port: number, cookie: string, lastEventId?: number) {
  let text = '';
  let ended = false;
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/notifications/stream',
    headers: { cookie, ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
  });
  const ready = new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: ready')) resolve();
      });
      response.on('close', () => {
        ended = true;
        reject(new Error(`stream ended before it was ready (${response.statusCode}): ${text.slice(0, 200)}`));
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error('stream: no answer in 10 s')));
    request.on('error', (error) => {
      ended = true;
      reject(error);
    });
  });
  ready.catch(() => undefined);
  return { ready, text: () => text, ended: () => ended, close: () => request.destroy() };
}
