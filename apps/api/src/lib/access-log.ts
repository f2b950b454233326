/** Where the lines go: the logger's own destination (pino's asynchronous sonic-boom in production). */
export interface LineSink {
  write(text: string): unknown;
}

/** What one line says about a request: nothing personal, the route is the pattern and never the URL. */
export interface AccessEntry {
  reqId: string;
  method: string;
  route: string;
  status: number;
  /** The error envelope's code, when the answer was one. */
  code: string | null;
  ms: number;
}

export interface AccessLogOptions {
  /** Lines are handed to the sink together once they reach this many characters… */
  batchChars?: number;
  /** …or this long after the first of them, whichever comes first. */
  holdMs?: number;
}

/**
 * The access log (issue 21 §1, ADR 0058): one JSON line per request, in pino's own format (its level, time and
 * the root logger's pid and hostname first), so a log reader sees one stream. The line is written by hand
 * and the lines are handed to the destination in batches: building each through pino and writing it on
 * its own cost about a fifth of a cheap call's throughput, and this under a tenth (ADR 0058's figures).
 */
export class AccessLog {
  /** Held lines, joined once when handed over: one pass, where `+=` would build a rope of thousands of pieces. */
  private pending: string[] = [];
  private pendingChars = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly batchChars: number;
  private readonly holdMs: number;
  /** JSON of each route pattern, method and error code, made once: there are a few hundred of them. */
  private readonly quoted = new Map<string, string>();

  /** `bindings` is pino's own text of the root logger's fields (`,"pid":1,"hostname":"h"`), or empty. */
  constructor(
    private readonly sink: LineSink,
    private readonly bindings: string,
    options: AccessLogOptions = {},
  ) {
    this.batchChars = options.batchChars ?? 64 * 1024;
    this.holdMs = options.holdMs ?? 500;
  }

  record(entry: AccessEntry): void {
    const code = entry.code === null ? '' : `,"code":${this.quote(entry.code)}`;
    const line =
      `{"level":30,"time":${Date.now()}${this.bindings},"reqId":${JSON.stringify(entry.reqId)}` +
      `,"method":${this.quote(entry.method)},"route":${this.quote(entry.route)},"status":${entry.status}${code}` +
      `,"ms":${entry.ms},"msg":"request"}\n`;
    this.pending.push(line);
    this.pendingChars += line.length;
    if (this.pendingChars >= this.batchChars) this.flush();
    // Unref'd: a quiet process may exit with lines held; its exit handler writes them (server.ts).
    else this.timer ??= setTimeout(() => this.flush(), this.holdMs).unref();
  }

  /** Hands every held line to the sink now (a batch full, the hold over, the app closing). */
  flush(): void {
    const lines = this.takeHeld();
    if (lines !== '') this.sink.write(lines);
  }

  /**
   * Every held line, no longer held: for the process's exit handler, which must write them synchronously
   * (the sink would start an asynchronous write that the exit does not wait for).
   */
  takeHeld(): string {
    clearTimeout(this.timer);
    this.timer = undefined;
    const lines = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    return lines;
  }

  private quote(text: string): string {
    let quoted = this.quoted.get(text);
    if (quoted === undefined) {
      quoted = JSON.stringify(text);
      if (this.quoted.size < 1000) this.quoted.set(text, quoted);
    }
    return quoted;
  }
}
