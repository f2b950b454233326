import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, SERVE_ENV, SERVE_NODE_FLAGS } from './server-process';

describe('the server as it ships', () => {
  it('npm run serve starts it with the flags and environment the bench and the resilience suite use', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(SERVE_ENV).map(([name, value]) => `${name}=${value} `);
    expect(manifest.scripts.serve).toBe(
      `${env.join('')}node ${SERVE_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`,
    );
  });
});
