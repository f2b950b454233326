import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { AccessLog } from './access-log';
import { pinoDestination } from './pino-internals';

/** A pino destination that keeps what it is given. */
function memory() {
  const writes: string[] = [];
  return { writes, write: (text: string) => writes.push(text) };
}

/** Fails on a pino upgrade that moves what pino-internals.ts reaches into (issue 44 §6). */
describe('what the access log takes from pino', () => {
  it('finds the logger’s own destination and root fields', () => {
    const destination = memory();
    const logger = pino({ base: { pid: 42, hostname: 'vm' } }, destination);
    const { sink, rootFields } = pinoDestination(logger);
    expect(sink).toBe(destination);
    expect(rootFields).toBe(',"pid":42,"hostname":"vm"');
  });

  it('writes a line that starts as pino’s own do: level, time, then the same root fields', () => {
    const destination = memory();
    const logger = pino({ base: { pid: 42, hostname: 'vm' } }, destination);
    logger.info({ reqId: 'x' }, 'hola');
    const { sink, rootFields } = pinoDestination(logger);
    const log = new AccessLog(sink, rootFields);
    log.record({ reqId: 'y', method: 'GET', route: '/api/health', status: 200, code: null, ms: 1 });
    log.flush();
    const [pinoLine, ourLine] = destination.writes.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ourLine ?? {}).slice(0, 4)).toEqual(Object.keys(pinoLine ?? {}).slice(0, 4));
    expect(ourLine).toMatchObject({ level: pinoLine?.level, pid: 42, hostname: 'vm' });
  });

  it('refuses, loudly, a logger without pino’s destination', () => {
    expect(() => pinoDestination({})).toThrow(/pino-internals/);
  });
});
