import pino from 'pino';
import type { LineSink } from './access-log';

/**
 * What the access log (ADR 0058) takes from pino beyond its documented API, in one module with an upgrade
 * test (pino-internals.test.ts) that fails loudly when pino changes (issue 44 §6): a logger's destination
 * stream and its root fields (`,"pid":…,"hostname":…`), read through `pino.symbols`, so that the batched
 * lines go where pino's own go and read the same.
 */
export function pinoDestination(logger: object): { sink: LineSink; rootFields: string } {
  const internals = logger as Record<symbol, unknown>;
  const sink = internals[pino.symbols.streamSym] as LineSink | undefined;
  if (typeof sink?.write !== 'function')
    throw new Error(
      'pino no longer keeps its destination under pino.symbols.streamSym: see lib/pino-internals.ts',
    );
  return { sink, rootFields: String(internals[pino.symbols.chindingsSym] ?? '') };
}
