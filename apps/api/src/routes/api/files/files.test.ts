import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FILE_MESSAGES } from '@vitalia/shared/messages/general';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { multipartImage, signedInAgent } from '../../../../test/factories';
import { fakePdf, pdfStream } from '../../../plugins/app/storage/storage-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const PDF_POLICY = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['application/pdf'],
  tooLargeMessage: 'Demasiado grande.',
  wrongTypeMessage: 'Solo PDF.',
};

const storedPdf = async (size = 50_000) => {
  const data = fakePdf(size);
  const { key } = await ctx.app.storage.put('ebooks', pdfStream(data), PDF_POLICY);
  return { key, data };
};
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

describe('sending a stored file (the avatar route)', () => {
  it('answers with the type, validators, nosniff, a private cache, a 304 and exact ranges', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer();
    await agent.request({
      method: 'POST',
      url: '/api/users/me/avatar',
      ...multipartImage('avatar', 'yo.png', 'image/png', png),
    });
    const whole = await agent.get(`/api/users/avatar/${user.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400',
      'accept-ranges': 'bytes',
    });
    const etag = String(whole.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(whole.headers['last-modified']).toBeTruthy();
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);

    const again = await agent.request({
      method: 'GET',
      url: `/api/users/avatar/${user.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await agent.request({
      method: 'GET',
      url: `/api/users/avatar/${user.id}`,
      headers: { range: 'bytes=4-15' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-15/${whole.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(4, 16))).toBe(0);

    const tail = await agent.request({
      method: 'GET',
      url: `/api/users/avatar/${user.id}`,
      headers: { range: 'bytes=-5' },
    });
    expect(Buffer.compare(tail.rawPayload, whole.rawPayload.subarray(-5))).toBe(0);

    const beyond = await agent.request({
      method: 'GET',
      url: `/api/users/avatar/${user.id}`,
      headers: { range: `bytes=${whole.rawPayload.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
    expect(beyond.json()).toMatchObject({ success: false, message: FILE_MESSAGES.rangeNotSatisfiable });

    // A changed file (If-Range with another validator) is sent whole, never a piece of the new one.
    const stale = await agent.request({
      method: 'GET',
      url: `/api/users/avatar/${user.id}`,
      headers: { range: 'bytes=0-3', 'if-range': '"otro"' },
    });
    expect(stale.statusCode).toBe(200);
  });
});

describe('signed links to files on disk', () => {
  it('opens the one file, with no session, under the name and disposition it was signed for', async () => {
    const { key, data } = await storedPdf();
    const url = await ctx.app.storage.signedUrl(key, {
      ttlSeconds: 60,
      disposition: 'attachment',
      filename: 'Guía de colaciones "saludables".pdf',
    });
    const answer = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Guia de colaciones saludables .pdf"; filename*=UTF-8''Gu%C3%ADa%20de%20colaciones%20saludables%20.pdf`,
    );
    expect(Buffer.compare(answer.rawPayload, data)).toBe(0);

    const range = await ctx.app.inject({
      method: 'GET',
      url: pathOf(url),
      headers: { range: 'bytes=100-199' },
    });
    expect(range.statusCode).toBe(206);
    expect(Buffer.compare(range.rawPayload, data.subarray(100, 200))).toBe(0);
  });

  it('refuses a link moved to another file, an altered name or disposition, a missing signature, with 403', async () => {
    const first = await storedPdf();
    const second = await storedPdf();
    const url = new URL(
      await ctx.app.storage.signedUrl(first.key, { ttlSeconds: 60, filename: 'a.pdf' }),
      'http://localhost',
    );
    const tries = [
      `${url.pathname.replace(first.key, second.key)}${url.search}`,
      `${url.pathname}${url.search.replace('name=a.pdf', 'name=b.pdf')}`,
      `${url.pathname}${url.search.replace('disp=inline', 'disp=attachment')}`,
      `${url.pathname}?exp=${url.searchParams.get('exp')}&disp=inline&name=a.pdf`,
      `${url.pathname}${url.search.replace(/exp=\d+/, 'exp=99999999999')}`,
      `${url.pathname}`,
    ];
    for (const attempt of tries) {
      const answer = await ctx.app.inject({ method: 'GET', url: attempt });
      expect(answer.statusCode, attempt).toBe(403);
      expect(answer.json(), attempt).toMatchObject({ success: false, message: FILE_MESSAGES.linkInvalid });
      expect(answer.headers['content-type'], attempt).toContain('application/json');
    }
  });

  it('answers an expired link with 403 and the Spanish words for it', async () => {
    const { key } = await storedPdf();
    const expired = ctx.app.fileLinks.sign(key, { ttlSeconds: 60 }, Date.now() - 61_000);
    const answer = await ctx.app.inject({ method: 'GET', url: pathOf(expired) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ success: false, message: FILE_MESSAGES.linkExpired });
  });

  it('never serves anything outside the store, whatever the path', async () => {
    const { key } = await storedPdf();
    const url = new URL(await ctx.app.storage.signedUrl(key, { ttlSeconds: 60 }), 'http://localhost');
    for (const path of [
      '/api/files/../../package.json',
      '/api/files/%2e%2e/%2e%2e/package.json',
      '/api/files/.incoming/x.part',
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url: `${path}${url.search}` });
      expect([403, 404], path).toContain(answer.statusCode);
      expect(answer.headers['content-type'], path).toContain('application/json');
    }
  });
});
