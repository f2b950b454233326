import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helper';
import { foldLikeDatabase } from './member-search';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function foldedByDatabase(texts: string[]): Promise<string[]> {
  const rows = await ctx.app.db
    .select({ folded: sql<string>`vitalia_fold(t)` })
    .from(sql`json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as u(t, n)`)
    .orderBy(sql`n`);
  return rows.map((row) => row.folded);
}

describe('the member search folded in Node', () => {
  it('is what vitalia_fold answers for any text of ASCII and the Spanish accents it knows', async () => {
    const letters = [...'aAzZ09 .-_%@\\ÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòù'];
    const texts = fc.sample(
      fc.array(fc.constantFrom(...letters), { maxLength: 24 }).map((chars) => chars.join('')),
      300,
    );
    texts.push('María José NÚÑEZ', '%maria gonzalez%', 'PEREZ@EXAMPLE.CL');
    expect(texts.map(foldLikeDatabase)).toEqual(await foldedByDatabase(texts));
  });

  it('leaves to the database a letter it lowers by its locale', () => {
    for (const text of ['Çelik', 'ÆSIR', 'straße', 'Ωmega', 'â']) expect(foldLikeDatabase(text)).toBeNull();
  });
});
