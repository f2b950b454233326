import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, SERVE_NODE_FLAGS } from './server-process';

describe('the server as it ships', () => {
  it('npm run serve starts it with the flags the bench and the resilience suite use', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.serve).toBe(`node ${SERVE_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`);
  });
});
