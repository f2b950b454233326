import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessLog, type AccessEntry } from './access-log';

const entry = (overrides: Partial<AccessEntry> = {}): AccessEntry => ({
  reqId: 'a1b2c3d4-0',
  method: 'GET',
  route: '/api/health',
  status: 200,
  code: null,
  ms: 0.4,
  ...overrides,
});

/** A log holding two lines, its hold 500 ms on fake timers. */
function twoHeld() {
  vi.useFakeTimers();
  const out = sink();
  const log = new AccessLog(out, '', { holdMs: 500 });
  log.record(entry());
  log.record(entry({ reqId: 'a1b2c3d4-1' }));
  return { out, log };
}

function sink() {
  const writes: string[] = [];
  return { writes, write: (text: string) => writes.push(text), lines: () => writes.join('').split('\n') };
}

describe('the access log (ADR 0058)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes pino’s line: level, time and the root fields first, then the request’s', () => {
    const out = sink();
    const log = new AccessLog(out, ',"pid":42,"hostname":"vm"');
    log.record(entry({ status: 404, code: 'NOT_FOUND', route: '(sin ruta)' }));
    log.flush();
    const [line, rest] = out.lines();
    expect(rest).toBe('');
    const parsed = JSON.parse(line ?? '') as Record<string, unknown>;
    expect(parsed).toEqual({
      level: 30,
      time: expect.any(Number) as number,
      pid: 42,
      hostname: 'vm',
      reqId: 'a1b2c3d4-0',
      method: 'GET',
      route: '(sin ruta)',
      status: 404,
      code: 'NOT_FOUND',
      ms: 0.4,
      msg: 'request',
    });
    expect(Object.keys(parsed).slice(0, 4)).toEqual(['level', 'time', 'pid', 'hostname']);
  });

  it('quotes what it is given, so no value can break the line or add a field', () => {
    const out = sink();
    const log = new AccessLog(out, '');
    log.record(entry({ reqId: 'x","admin":true,"y":"', route: '/api/"\n{"forged":1}' }));
    log.flush();
    const lines = out.lines().filter(Boolean);
    expect(lines).toHaveLength(1);
    const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(parsed.reqId).toBe('x","admin":true,"y":"');
    expect(parsed.route).toBe('/api/"\n{"forged":1}');
    expect(parsed).not.toHaveProperty('admin');
  });

  it('holds lines and hands them over together once a batch is full', () => {
    const measure = sink();
    const one = new AccessLog(measure, '');
    one.record(entry());
    one.flush();
    const perBatch = Math.ceil(1000 / (measure.writes[0]?.length ?? 1));
    const out = sink();
    const log = new AccessLog(out, '', { batchChars: 1000, holdMs: 60_000 });
    for (let index = 1; index < perBatch; index += 1) log.record(entry());
    expect(out.writes).toEqual([]);
    log.record(entry());
    expect(out.writes).toHaveLength(1);
    expect(out.lines().filter(Boolean)).toHaveLength(perBatch);
    log.flush();
    expect(out.writes).toHaveLength(1); // nothing was left to write
  });

  it('writes a quiet moment’s lines once the hold is over', () => {
    const { out } = twoHeld();
    vi.advanceTimersByTime(499);
    expect(out.writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(out.writes).toHaveLength(1);
    expect(out.lines().filter(Boolean)).toHaveLength(2);
  });

  it('gives the exit handler every held line, and holds none after', () => {
    const { out, log } = twoHeld();
    const held = log.takeHeld();
    expect(held.split('\n').filter(Boolean)).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    log.flush();
    expect(out.writes).toEqual([]); // given to the caller, not to the sink
    expect(log.takeHeld()).toBe('');
  });

  it('writes nothing when nothing was recorded', () => {
    const out = sink();
    new AccessLog(out, '').flush();
    expect(out.writes).toEqual([]);
  });
});
