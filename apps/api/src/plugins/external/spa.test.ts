import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TestAgent, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-dist-'));
  fs.mkdirSync(path.join(dist, 'routes'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>');
  const home = '<html>shell + preload home</html>';
  fs.writeFileSync(path.join(dist, 'routes', 'home.html'), home);
  fs.writeFileSync(path.join(dist, 'routes', 'home.html.br'), zlib.brotliCompressSync(home));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'export {}');
  ctx = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('SPA pages', () => {
  it('a landing screen gets its own page (preloading its first screen), compressed; any other route index.html', async () => {
    const agent = new TestAgent(ctx.app);
    const home = await agent.request({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toBe('<html>shell + preload home</html>');
    expect((await agent.get('/home/')).body).toBe('<html>shell + preload home</html>');
    expect((await agent.get('/home?from=mail')).body).toBe('<html>shell + preload home</html>');

    expect((await agent.get('/videos')).body).toBe('<html>shell</html>');
    expect((await agent.get('/video/12')).body).toBe('<html>shell</html>');
    // Only known pages map to files: nothing else under routes/ or above dist can be asked for this way.
    expect((await agent.get('/..%2Findex')).body).toBe('<html>shell</html>');
    expect((await agent.get('/routes/home')).body).toBe('<html>shell</html>');
  });

  it('hashed assets are cached for a year; a missing asset is a real 404, not the page', async () => {
    const agent = new TestAgent(ctx.app);
    const asset = await agent.get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await agent.get('/assets/old-9z9z.js')).statusCode).toBe(404);
  });
});
