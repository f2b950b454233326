import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

type Stringify = (data: unknown) => string;

/**
 * Response serializers compiled once per route at start: each zod response schema becomes a JSON Schema and
 * then a fast-json-stringify function, which writes only the declared properties (nothing unlisted leaks).
 * With `validate` (tests), zod first checks the data against the schema, so a handler that drifts from its
 * contract fails loudly; production skips that second pass (ADR 0017).
 */
export function createSerializerCompiler(options: {
  validate: boolean;
}): (route: { schema: unknown; method: string; url: string }) => Stringify {
  return ({ schema, method, url }) => {
    const zodSchema = schema as z.ZodType;
    let stringify: Stringify;
    try {
      const jsonSchema = z.toJSONSchema(zodSchema, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'any',
      });
      stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
    } catch {
      // A schema JSON Schema cannot express falls back to zod + JSON.stringify.
      stringify = (data) => JSON.stringify(z.encode(zodSchema, data));
    }
    if (!options.validate) return stringify;
    return (data) => {
      const result = z.safeEncode(zodSchema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
