// SPEC §7 "Other" diagnostics (issue 21 §3): what the server sees, never a secret.
import { z } from 'zod';

/** GET /api/cors-test: the caller's Origin and whether this API would let a page from there call it. */
export const CorsTestSchema = z.object({
  success: z.boolean(),
  origin: z.string().nullable(),
  allowed: z.boolean(),
  /** The one origin the API serves pages from; no other origin gets CORS headers. */
  allowed_origins: z.array(z.string()),
  message: z.string(),
});
export type CorsTest = z.infer<typeof CorsTestSchema>;

/** GET /api/api-test: the build, the runtime and the database as this instance sees them. */
export const ApiTestSchema = z.object({
  success: z.boolean(),
  version: z.string(),
  node: z.string(),
  environment: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  server_time: z.string(),
  uptime_s: z.number().int(),
  request_id: z.string(),
});
export type ApiTest = z.infer<typeof ApiTestSchema>;

/** GET /api/debug/routes (admins): every /api route with the access it declares. */
export const RouteTableSchema = z.object({
  success: z.boolean(),
  total: z.number().int(),
  routes: z.array(
    z.object({
      method: z.string(),
      url: z.string(),
      /** public, signed-in, role, permission, plan or entitlement. */
      access: z.string(),
      /** What the access names: "admin", "read:payment:own", "premium", "course (id)". */
      requires: z.string().nullable(),
    }),
  ),
});
export type RouteTable = z.infer<typeof RouteTableSchema>;
