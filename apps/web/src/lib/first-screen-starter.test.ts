import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_START_SCRIPT } from '@vitalia/shared/first-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.__intlWarmup;
});

describe('a drawn page’s starter (ADR 0055, 0057)', () => {
  it('starts the entry first, then adds the other files one a task', async () => {
    vi.stubGlobal('Worker', class {});
    const files = ['/assets/index.js', '/assets/a.js', '/assets/b.js', '/assets/c.js'];
    document.body.innerHTML = `<template id="app-preloads">${files
      .map(
        (href, at) =>
          `<link rel="modulepreload" crossorigin href="${href}"${at === 0 ? ' data-app-entry' : ''}>`,
      )
      .join('')}</template>`;
    // Which timer callback each element was added in: none means the starter's own task.
    let task = 0;
    let running: number | null = null;
    const realSetTimeout = window.setTimeout.bind(window);
    vi.stubGlobal('setTimeout', (callback: () => void, ms?: number) => {
      const id = (task += 1);
      return realSetTimeout(() => {
        running = id;
        callback();
        running = null;
      }, ms);
    });
    const tasksOf = new Map<string, number | null>();
    const original = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const element = node as unknown as Element;
      tasksOf.set(element.getAttribute('src') ?? element.getAttribute('href') ?? '', running);
      return original(node);
    });

    new Function(FIRST_SCREEN_START_SCRIPT)();
    await vi.waitFor(() => expect(tasksOf.size).toBe(files.length));

    const order = [...tasksOf.keys()];
    expect(order).toEqual(files);
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('src')).toBe(files[0]);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(files.length - 1);
    // Every link in a task of its own.
    const linkTasks = order.slice(1).map((file) => tasksOf.get(file));
    expect(linkTasks.every((id) => id !== null)).toBe(true);
    expect(new Set(linkTasks).size).toBe(linkTasks.length);
  });
});
