import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

type Stringify = (data: unknown) => string;

function compile(zodSchema: z.ZodType): Stringify {
  try {
    const jsonSchema = z.toJSONSchema(zodSchema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'any',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    // A schema JSON Schema cannot express falls back to zod + JSON.stringify.
    return (data) => JSON.stringify(z.encode(zodSchema, data));
  }
}

/**
 * Response serializers, one per route and status: each zod response schema becomes a JSON Schema and then a
 * fast-json-stringify function, which writes only the declared properties (nothing unlisted leaks). Each is
 * compiled on its first response, not at start: compiling all ~300 took a tenth of a restart (issue 21).
 * With `validate` (tests), zod first checks the data against the schema, so a handler that drifts from its
 * contract fails loudly; production skips that second pass (ADR 0017).
 */
export function createSerializerCompiler(options: {
  validate: boolean;
}): (route: { schema: unknown; method: string; url: string }) => Stringify {
  return ({ schema, method, url }) => {
    const zodSchema = schema as z.ZodType;
    let compiled: Stringify | null = null;
    const stringify: Stringify = (data) => (compiled ??= compile(zodSchema))(data);
    if (!options.validate) return stringify;
    return (data) => {
      const result = z.safeEncode(zodSchema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}

/**
 * Sends an answer already written as JSON text (a page PostgreSQL wrote in the API's shape) as it is, not
 * parsed and written again. Outside production it is checked as every other answer is, and more strictly:
 * the text has no property the schema does not list, since no serializer drops one here.
 */
export function sendJsonText(reply: FastifyReply, schema: z.ZodType, text: string) {
  if (!reply.server.config.isProduction) {
    const { method, url } = reply.request;
    const data: unknown = JSON.parse(text);
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    if (!isDeepStrictEqual(result.data, data))
      throw new Error(`${method} ${url} answered properties its response schema does not list`);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
