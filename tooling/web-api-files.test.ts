import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.resolve(import.meta.dirname, '../apps/web/src/features');

/**
 * Files that call more than one endpoint on purpose: one use case whose changes all answer the same thing
 * and update the same cache, so that the screen holds one mutation (issue 44 §5).
 */
const ONE_USE_CASE_SEVERAL_ENDPOINTS: Record<string, string> = {
  'scheduling/api/change-availability.ts': 'every change of her hours answers her whole availability',
  'memberships/api/change-membership.ts': 'grant and revoke refresh the same three admin screens',
  'courses/api/save-section.ts': 'one form saves a new section or an existing one',
  'courses/api/save-lesson.ts': 'one form saves a new lesson or an existing one',
  'scheduling/api/save-appointment-type.ts': 'one form saves a new consultation type or an existing one',
  'admin/api/act-on-failed-job.ts': 'retry and discard are the two answers to one failed job',
};

/** The endpoints a web api file calls: method and path as written (`${…}` parts kept). */
export function endpointsOf(source: string): string[] {
  const calls = source.matchAll(
    /\b(?:api\.(get|post|put|patch|delete)|(uploadForm))<[^>]*>\(\s*([`'][^`']*[`'])/g,
  );
  return [...new Set([...calls].map(([, method, upload, target]) => `${method ?? upload} ${target}`))];
}

const apiFiles = fs
  .readdirSync(featuresDir)
  .flatMap((feature) => {
    const dir = path.join(featuresDir, feature, 'api');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `${feature}/api/${file}`) : [];
  })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the web data layer has one file per endpoint (issue 44 §5)', () => {
  it('finds the endpoints of a file, and sees two where there are two', () => {
    expect(endpointsOf("api.get<A>('/a');\napi.post<B>(\n  `/a/${id}`,\n  input)")).toEqual([
      "get '/a'",
      'post `/a/${id}`',
    ]);
    expect(endpointsOf("uploadForm<A>(`/x/${id}/file`, form); api.get<A>('/x')")).toHaveLength(2);
  });

  it.each(apiFiles)('%s calls at most one endpoint, or says why', (file) => {
    const endpoints = endpointsOf(fs.readFileSync(path.join(featuresDir, file), 'utf8'));
    if (ONE_USE_CASE_SEVERAL_ENDPOINTS[file]) expect(endpoints.length).toBeGreaterThan(1);
    else expect(endpoints.length, endpoints.join(', ')).toBeLessThanOrEqual(1);
  });
});
