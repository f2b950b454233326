import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resources, videos } from '../../../db/schema/index';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { buildApp } from '../../../app';
import { diesWithParent, removeDeadWorkFolders, workFolder } from '../../../lib/work-folders';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  draftVideo,
  eventually,
  fakeMp4,
  multipartImage,
  signedInAgent,
  startedVideoUpload,
} from '../../../../test/factories';

/** Uploads and transcodes that survive a crash (issue 43 §5). */
let ctx: TestContext;

beforeAll(async () => {
  // No ladder: this is about the upload's finish, not the renditions.
  ctx = await buildTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
});
afterAll(() => ctx.close());

describe('a tus upload whose last byte arrived but whose finish never ran', () => {
  it('is finished by the next start, for the admin who sent it, and its parts are removed', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const video = await draftVideo(agent, { title: 'Subida interrumpida' });
    const file = fakeMp4(64 * 1024);
    const { id } = await startedVideoUpload(agent, video.id, file.length);
    // Every byte on disk, as the last PATCH wrote them before its process was killed: no finish ran.
    const parts = path.join(ctx.config.DATA_DIR, 'uploads', 'videos');
    fs.writeFileSync(path.join(parts, id), file);
    const before = (await ctx.database.db.select().from(videos).where(eq(videos.id, video.id)))[0];
    expect(before?.sourcePath).toBeNull();

    const restarted: FastifyInstance = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      await restarted.ready();
      await eventually(
        async () => {
          const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
          return (
            row?.sourcePath != null &&
            !fs.existsSync(path.join(parts, id)) &&
            !fs.existsSync(path.join(parts, `${id}.json`))
          );
        },
        'the upload finished at start',
        10_000,
      );
      const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
      expect(row?.sourceSize).toBe(file.length);
      expect(fs.existsSync(path.join(parts, id))).toBe(false);
      expect(fs.existsSync(path.join(parts, `${id}.json`))).toBe(false);
    } finally {
      await restarted.close();
    }
  });

  it('an incomplete one is left to be resumed', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const video = await draftVideo(agent, { title: 'Subida a medias' });
    const { id } = await startedVideoUpload(agent, video.id, 64 * 1024);
    const parts = path.join(ctx.config.DATA_DIR, 'uploads', 'videos');
    fs.writeFileSync(path.join(parts, id), fakeMp4(1024));
    const restarted = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      await restarted.ready();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(fs.existsSync(path.join(parts, id))).toBe(true);
      const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
      expect(row?.sourcePath).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});

describe('a disk that refuses a stored file (issue 43 §8)', () => {
  const diskError = (code: string) =>
    Object.assign(new Error(`${code}: the disk refused, write '/srv/vitalia/files/.incoming/x.part'`), {
      code,
    });

  it('an e-book upload on a full disk answers 507 in Spanish, blames no one’s file and changes nothing', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const [book] = await ctx.database.db.select().from(resources).limit(1);
    if (!book) throw new Error('sin libros de demostración');
    const put = vi.spyOn(ctx.app.storage, 'put').mockRejectedValueOnce(diskError('ENOSPC'));
    try {
      const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const answer = await agent.request({
        method: 'POST',
        url: `/api/admin/resources/${book.id}/file`,
        ...multipartImage('file', 'libro.pdf', 'application/pdf', pdf),
      });
      expect(answer.statusCode, answer.body).toBe(507);
      expect(answer.json()).toMatchObject({ success: false, message: API_ERRORS.diskFull });
      expect(answer.headers['retry-after']).toBe('60');
      const [after] = await ctx.database.db.select().from(resources).where(eq(resources.id, book.id));
      expect(after?.filePath).toBe(book.filePath);
    } finally {
      put.mockRestore();
    }
  });

  it('a finished tus upload the disk refuses answers 503, keeps its parts, and the next start stores it', async () => {
    const { agent } = await signedInAgent(ctx.app, { isAdmin: true });
    const video = await draftVideo(agent, { title: 'Subida sin permiso de escritura' });
    const file = fakeMp4(32 * 1024);
    const { id, location } = await startedVideoUpload(agent, video.id, file.length);
    const put = vi.spyOn(ctx.app.storage, 'put').mockRejectedValueOnce(diskError('EACCES'));
    try {
      const sent = await agent.request({
        method: 'PATCH',
        url: location,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: file,
      });
      expect(sent.statusCode, sent.body).toBe(503);
      expect(JSON.parse(sent.body)).toMatchObject({ message: API_ERRORS.storageBroken });
    } finally {
      put.mockRestore();
    }
    const parts = path.join(ctx.config.DATA_DIR, 'uploads', 'videos');
    expect(fs.statSync(path.join(parts, id)).size).toBe(file.length);
    const restarted = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      await restarted.ready();
      await eventually(
        async () => {
          const [row] = await ctx.database.db.select().from(videos).where(eq(videos.id, video.id));
          return row?.sourceSize === file.length && !fs.existsSync(path.join(parts, id));
        },
        'the kept upload stored at the next start',
        10_000,
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('the work folders of a dead process', () => {
  it('are removed at start; a live process’s are left alone', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitalia-work-root-'));
    try {
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      const deadPid = Number(gone.stdout);
      const dead = path.join(root, `vitalia-work-${deadPid}-video-abc`);
      const live = path.join(root, `vitalia-work-${process.ppid}-video-def`);
      const unrelated = path.join(root, 'otra-cosa');
      for (const folder of [dead, live, unrelated]) {
        fs.mkdirSync(path.join(folder, '360p'), { recursive: true });
        fs.writeFileSync(path.join(folder, '360p', 'segment.ts'), Buffer.alloc(4096));
      }
      expect(await removeDeadWorkFolders(root)).toBe(4096);
      expect(fs.existsSync(dead)).toBe(false);
      expect(fs.existsSync(live)).toBe(true);
      expect(fs.existsSync(unrelated)).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('are named after the process that made them', async () => {
    const folder = await workFolder('video');
    try {
      expect(path.basename(folder)).toMatch(new RegExp(`^vitalia-work-${process.pid}-video-`));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a tool started by the server', () => {
  it('dies with it when it is killed -9 (ffmpeg is not left rendering for nobody)', async () => {
    const [command, args] = diesWithParent('PARENT', 'sleep', ['60']);
    // A stand-in server: starts the tool as runTool does (naming itself its parent), says its pid, and waits.
    const server = spawn(
      process.execPath,
      [
        '-e',
        `const args = ${JSON.stringify(args)}.map((arg) => (arg === 'PARENT' ? String(process.pid) : arg));
         const c = require('node:child_process').spawn(${JSON.stringify(command)}, args, { stdio: 'ignore' });
         c.on('spawn', () => process.stdout.write(String(c.pid) + '\\n')); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const toolPid = await new Promise<number>((resolve) =>
      server.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
        return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2]?.startsWith('Z');
      } catch {
        return false;
      }
    };
    expect(running(toolPid)).toBe(true);
    // setpriv asks for the signal and then becomes the tool: killed before that, the server would have died
    // before anyone asked (on a loaded machine the kill came first, and the tool ran on). The tool's own
    // program running means the request was made.
    await eventually(
      async () => fs.readFileSync(`/proc/${toolPid}/comm`, 'utf8').trim() === 'sleep',
      'the tool started',
      3000,
    );
    server.kill('SIGKILL');
    await eventually(async () => !running(toolPid), 'the tool ended with its server', 3000);
  });

  it('never starts once its server is gone: a parent other than the one that started it ends it at once', async () => {
    // What a server killed between the fork and setpriv's request leaves: the tool under another parent
    // (here this test, while the named one is pid 1). It must end without ever running.
    const echoFor = async (parentPid: number): Promise<[number | null, string]> => {
      const [command, args] = diesWithParent(parentPid, 'sh', ['-c', 'echo ran']);
      const tool = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
      let output = '';
      tool.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => tool.on('close', resolve));
      return [code, output];
    };
    expect(await echoFor(1)).toEqual([137, '']);
    // Started by the parent it names, the same tool runs.
    expect(await echoFor(process.pid)).toEqual([0, 'ran\n']);
  });
});
