import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

/**
 * Lints `code` as the file at `filePath` and returns the rules hit. The file is written there for the
 * moment of the check: the type-aware rules need TypeScript to find it in its project.
 */
async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const absolute = path.join(repoRoot, filePath);
  // The highest folder this check creates: removed afterwards with everything in it.
  let createdDir: string | null = null;
  for (let dir = path.dirname(absolute); !fs.existsSync(dir); dir = path.dirname(dir)) createdDir = dir;
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, code);
  try {
    const [result] = await eslint.lintFiles([absolute]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    fs.rmSync(createdDir ?? absolute, { recursive: true, force: true });
  }
}

describe('the server pattern is enforced by lint', () => {
  it('refuses drizzle-orm in a route file', async () => {
    const hit = await rulesHit(
      'apps/api/src/routes/api/lint-probe/index.ts',
      "import { eq } from 'drizzle-orm';\nexport const where = eq;\n",
    );
    expect(hit).toContain('no-restricted-imports');
  });

  it('refuses the database schema in a route file, but lets a test look at it', async () => {
    const code = "import { users } from '../../../db/schema/index';\nexport const table = users;\n";
    expect(await rulesHit('apps/api/src/routes/api/lint-probe/index.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesHit('apps/api/src/routes/api/lint-probe/lint-probe.test.ts', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a plugin that imports a route', async () => {
    const hit = await rulesHit(
      'apps/api/src/plugins/app/lint-probe/example-repository.ts',
      "import { SPEC_ALIASES } from '../../../routes/api/aliases';\nexport const aliases = SPEC_ALIASES;\n",
    );
    expect(hit).toContain('import-x/no-restricted-paths');
  });

  it('refuses FastifyRequest in a service', async () => {
    const hit = await rulesHit(
      'apps/api/src/plugins/app/lint-probe/example-service.ts',
      "import type { FastifyRequest } from 'fastify';\nexport type Incoming = FastifyRequest;\n",
    );
    expect(hit).toContain('no-restricted-imports');
  });

  it('refuses a bare OR in a raw sql fragment and accepts it parenthesised', async () => {
    const file = 'apps/api/src/plugins/app/lint-probe/example-repository.ts';
    const head = "import { sql } from 'drizzle-orm';\nconst a = 1;\nconst b = 2;\n";
    expect(await rulesHit(file, `${head}export const where = sql\`\${a} = 1 or \${b} = 2\`;\n`)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesHit(file, `${head}export const where = sql\`(\${a} = 1 or \${b} = 2)\`;\n`)).toEqual(
      [],
    );
  });

  it('refuses a Promise tested as a boolean and one left unawaited (type-aware rules)', async () => {
    const code =
      'const isUp = async () => true;\nexport function sweep() {\n  if (!isUp()) return;\n  isUp();\n}\n';
    const hit = await rulesHit('apps/api/src/plugins/app/lint-probe/example-jobs.ts', code);
    expect(hit).toContain('@typescript-eslint/no-misused-promises');
    expect(hit).toContain('@typescript-eslint/no-floating-promises');
  });

  it('refuses a query built outside a repository, and lets a service import its types', async () => {
    const query = "import { eq } from 'drizzle-orm';\nexport const where = eq;\n";
    const schema = "import { users } from '../../../db/schema/index';\nexport const table = users;\n";
    const types = "import type { Db } from '../../../db/client';\nexport type Executor = Db;\n";
    const service = 'apps/api/src/plugins/app/lint-probe/example-service.ts';
    expect(await rulesHit(service, query)).toContain('no-restricted-imports');
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-notices.ts', schema)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit(service, types)).toEqual([]);
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-repository.ts', query)).toEqual([]);
  });

  it('refuses a domain registered with a raw fastify-plugin instead of domainPlugin', async () => {
    const raw = "import fp from 'fastify-plugin';\nexport default fp(async () => {});\n";
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-jobs.ts', raw)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const wrapped =
      "import { domainJobs } from '../domain-plugin';\nexport default domainJobs('example-jobs', async () => {}, []);\n";
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-jobs.ts', wrapped)).toEqual([]);
  });

  it('refuses a server file past 350 lines unless its top says why', async () => {
    const long = `${Array.from({ length: 351 }, (_, n) => `export const line${n} = ${n};`).join('\n')}\n`;
    const file = 'apps/api/src/plugins/app/lint-probe/example-service.ts';
    expect(await rulesHit(file, long)).toContain('max-lines');
    const explained = `/* eslint-disable max-lines -- a reason a reviewer can weigh. */\n${long}`;
    expect(await rulesHit(file, explained)).toEqual([]);
  });

  it('refuses a transaction opened in a repository or a route, and lets a service open it', async () => {
    const opens =
      "import type { Db } from '../../../db/client';\nexport const save = (db: Db) => db.transaction(async () => {});\n";
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-repository.ts', opens)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesHit('apps/api/src/routes/api/lint-probe/index.ts', opens)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesHit('apps/api/src/plugins/app/lint-probe/example-service.ts', opens)).toEqual([]);
  });

  it('accepts a route that calls its service', async () => {
    const hit = await rulesHit(
      'apps/api/src/routes/api/lint-probe/index.ts',
      "import { AppError } from '../../../lib/app-error';\nexport const error = AppError;\n",
    );
    expect(hit).toEqual([]);
  });

  it('refuses a hand-typed API answer and an API call from a component (the web data layer, issue 44 §5)', async () => {
    const typed =
      "import { api } from '@/lib/api-client';\nexport const get = () => api.get<{ ok: boolean }>('/x');\n";
    expect(await rulesHit('apps/web/src/features/lint-probe/api/get-x.ts', typed)).toContain(
      'no-restricted-syntax',
    );
    const shared =
      "import type { SuccessResponse } from '@vitalia/shared/api';\nimport { api } from '@/lib/api-client';\nexport const get = () => api.get<SuccessResponse>('/x');\n";
    expect(await rulesHit('apps/web/src/features/lint-probe/api/get-x.ts', shared)).toEqual([]);
    expect(await rulesHit('apps/web/src/features/lint-probe/components/x.tsx', shared)).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a hand-written "Cargando..." and accepts the shared <Loading /> (one way to show waiting)', async () => {
    const inline = 'export const Wait = () => <p role="status">Cargando...</p>;\n';
    expect(await rulesHit('apps/web/src/features/lint-probe/components/wait.tsx', inline)).toContain(
      'no-restricted-syntax',
    );
    const shared =
      "import { Loading } from '@/components/data/load-states';\nexport const Wait = () => <Loading />;\n";
    expect(await rulesHit('apps/web/src/features/lint-probe/components/wait.tsx', shared)).toEqual([]);
  });
});
