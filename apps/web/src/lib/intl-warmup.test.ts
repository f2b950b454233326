import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE, TIME_ZONE } from '@vitalia/shared/constants/app';
import { FIRST_SCREEN_START_SCRIPT, INTL_WARMUP_PATH } from '@vitalia/shared/first-screen';
import { startIntlWarmup } from './intl-warmup';

const workerSource = fs.readFileSync(path.join(__dirname, '../../public', INTL_WARMUP_PATH), 'utf8');

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__intlWarmup;
});

describe('the Intl warm-up (ADR 0054)', () => {
  it('formats in the app’s locale and zone, and ends its worker', () => {
    expect(workerSource).toContain(`'${LOCALE}'`);
    expect(workerSource).toContain(`'${TIME_ZONE}'`);
    const close = vi.fn();
    new Function('self', workerSource)({ close });
    expect(close).toHaveBeenCalledOnce();
  });

  it('starts one worker per page, none when the drawn page’s starter already did', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    startIntlWarmup();
    startIntlWarmup();
    expect(started).toEqual([INTL_WARMUP_PATH]);

    // A drawn page's starter starts it with the app (at the first paint; jsdom has no paint timing).
    delete window.__intlWarmup;
    new Function(FIRST_SCREEN_START_SCRIPT)();
    await vi.waitFor(() => expect(started).toEqual([INTL_WARMUP_PATH, INTL_WARMUP_PATH]));
    startIntlWarmup();
    expect(started).toEqual([INTL_WARMUP_PATH, INTL_WARMUP_PATH]);
  });

  it('leaves a browser without workers as it was', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => startIntlWarmup()).not.toThrow();
    expect(window.__intlWarmup).toBeUndefined();
  });
});
