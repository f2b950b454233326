import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TestAgent, type TestContext } from '../../../test/helper';
import { signedInAgent } from '../../../test/factories';
import { finishPage, personalPage } from './page-html';

const HOME = '<html>shell + <!--first-screen-->preload home<!--/first-screen--></html>';
let ctx: TestContext;
let build: string;
let dist: string;
beforeAll(async () => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-build-'));
  dist = path.join(build, 'dist');
  fs.mkdirSync(path.join(dist, 'routes', 'signed-in'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'routes', 'visitor'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html>shell</html>');
  const home = HOME;
  fs.writeFileSync(path.join(dist, 'routes', 'signed-in', 'home.html'), home);
  fs.writeFileSync(path.join(dist, 'routes', 'signed-in', 'home.html.br'), zlib.brotliCompressSync(home));
  fs.writeFileSync(path.join(dist, 'routes', 'visitor', 'login.html'), '<html>shell + login form</html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'export {}');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  // A stand-in for the build's server renderer: draws her first name.
  fs.mkdirSync(path.join(build, 'dist-prerender'));
  fs.writeFileSync(
    path.join(build, 'dist-prerender', 'first-screens.js'),
    'export function renderMemberHome(data) { return `<h2>Hola, ${data.user.first_name}</h2>`; }',
  );
  ctx = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(build, { recursive: true, force: true });
});

describe('SPA pages', () => {
  it('a landing screen gets its own page for its audience (compressed); any other route index.html', async () => {
    const agent = new TestAgent(ctx.app);
    const cookie = { cookie: 'vitalia_session=abc' };
    const home = await agent.request({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'br', ...cookie },
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('Cookie');
    expect(zlib.brotliDecompressSync(home.rawPayload).toString()).toBe(HOME);
    // Straight to inject: the agent's cookie jar would replace the cookie header given here.
    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ method: 'GET', url, headers })).body;
    expect(await get('/home/', cookie)).toBe(HOME);
    expect(await get('/home?from=mail', cookie)).toBe(HOME);

    // A visitor on /home (sent on to /login by the app) is not shown a member's page first; nor is a
    // member shown the sign-in form on /login.
    expect(await get('/home')).toBe('<html>shell</html>');
    expect(await get('/login')).toBe('<html>shell + login form</html>');
    expect(await get('/login', cookie)).toBe('<html>shell</html>');

    expect(await get('/videos', cookie)).toBe('<html>shell</html>');
    expect(await get('/video/12')).toBe('<html>shell</html>');
    // Only known pages map to files: nothing else under routes/ or above dist can be asked for this way.
    expect(await get('/..%2Fsigned-in%2Fhome', cookie)).toBe('<html>shell</html>');
    expect(await get('/routes/signed-in/home', cookie)).toBe('<html>shell</html>');
  });

  it("each page carries this instance's public configuration, and a Google button's place only with Google", async () => {
    const page = '<html><head><title>t</title></head><body><div data-google-slot></div></body></html>';
    const withoutGoogle = finishPage(page, { googleClientId: null, environment: 'test' });
    expect(withoutGoogle).toContain(
      '<script type="application/json" id="vitalia-public-config">{"googleClientId":null,"environment":"test"}</script>',
    );
    expect(withoutGoogle).toContain('<style>[data-google-slot]{display:none}</style></head>');
    const withGoogle = finishPage(page, {
      googleClientId: 'x<y.apps.googleusercontent.com',
      environment: 'test',
    });
    expect(withGoogle).not.toContain('data-google-slot]{display:none}');
    // A value can never close the script element it sits in.
    expect(withGoogle).toContain('"x\\u003cy.apps.googleusercontent.com"');
  });

  it('draws the page for her in place of the copy, with the answers it was drawn from, and nothing else', () => {
    const template =
      '<html><head><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/users/me/home">' +
      '<link rel="modulepreload" href="/assets/a.js"></head><body><div id="first-screen"><!--first-screen-->' +
      '<p>placeholder</p><!--/first-screen--></div><div id="root"></div></body></html>';
    const html = personalPage(template, '<h2>Hola, Ana</h2>', {
      '/api/users/me/home': { first_name: 'Ana</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<!--first-screen--><h2>Hola, Ana</h2><!--/first-screen-->');
    expect(html).not.toContain('placeholder');
    expect(html).not.toContain('href="/api/users/me/home"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js">');
    expect(html).toContain('Ana\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('Ana</script>');
  });

  it('serves a signed-in member her own /home, stored by no cache; staff and stale cookies get the built page', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const mine = await agent.request({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(mine.body).toBe(
      '<html>shell + <!--first-screen--><h2>Hola, Prueba</h2><!--/first-screen--></html>',
    );
    expect(mine.headers['cache-control']).toBe('no-store');
    const { agent: admin } = await signedInAgent(ctx.app, { isAdmin: true });
    expect((await admin.get('/home')).body).toBe(HOME);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/home', headers: { cookie: 'vitalia_session=caducada' } }))
        .body,
    ).toBe(HOME);
  });

  it('inserts text with `$` patterns as it is: a course title never breaks her drawn page (issue 42 §13)', () => {
    const template =
      '<html><head><title>t</title></head><body><!--first-screen--><p>x</p><!--/first-screen--></body></html>';
    for (const title of ["Curso $' raro", 'Curso $& $` $1 $$ $<n>', "$'</head><body>"]) {
      const html = personalPage(template, '<h2>Hola</h2>', { '/api/users/me/home': { title } });
      expect(html.match(/<body>/g)).toHaveLength(1);
      const data = /<script type="application\/json" id="vitalia-first-data">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(data ?? 'null')).toEqual({ '/api/users/me/home': { title } });
      const config = finishPage(template, { googleClientId: title, environment: 'test' });
      expect(config.match(/<\/head>/g)).toHaveLength(1);
      expect(config).toContain(JSON.stringify(title).replaceAll('<', '\\u003c'));
    }
  });

  it('`/` is a real redirect to /login for every client, and a folder is never a 403 (issue 42 §10)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'identity' }]) {
      const root = await ctx.app.inject({ method: 'GET', url: '/', headers });
      expect(root.statusCode).toBe(302);
      expect(root.headers.location).toBe('/login');
    }
    const folder = await ctx.app.inject({ method: 'GET', url: '/assets/' });
    expect(folder.statusCode).toBe(404);
    expect(folder.json().message).toBe('Ruta no encontrada.');
    expect((await ctx.app.inject({ method: 'GET', url: '/routes/' })).body).toBe('<html>shell</html>');
  });

  it('answers an unchanged page with 304', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/login' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('hashed assets are cached for a year; a missing asset is a real 404, not the page', async () => {
    const agent = new TestAgent(ctx.app);
    const asset = await agent.get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await agent.get('/assets/old-9z9z.js')).statusCode).toBe(404);
  });

  it('serves a file written after the start, and never the build bookkeeping or a path outside the build', async () => {
    const agent = new TestAgent(ctx.app);
    fs.writeFileSync(path.join(dist, 'assets', 'late-3c4d.js'), 'export const late = 1');
    const late = await agent.get('/assets/late-3c4d.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('export const late = 1');
    const manifest = await agent.get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('src/main.tsx');
    fs.writeFileSync(path.join(build, 'outside.txt'), 'fuera del build');
    for (const url of ['/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt', '/..%5coutside.txt'])
      expect((await agent.get(url)).body).not.toContain('fuera del build');
  });
});
