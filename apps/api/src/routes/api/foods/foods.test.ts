import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { foods, recipes } from '../../../db/schema/index';
import { seedFoodRecords } from '../../../db/seed/foods';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { eventually, signedInAgent, signedInProfessional } from '../../../../test/factories';
import { rowsOf } from '../../../db/rows';
import { presentFood } from '../../../plugins/app/foods/foods-presenter';

/** Foods and recipes (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let member: Agent;
let camila: Professional;
let olga: Professional;

beforeAll(async () => {
  ctx = await buildTestApp();
  member = await signedInAgent(ctx.app);
  camila = await signedInProfessional(ctx.app, { slug: 'camila-recetas', name: 'Camila Recetas' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-recetas', name: 'Olga Recetas' });
});
afterAll(() => ctx.close());

const names = async (agent: Agent, q: string) => {
  const response = await agent.agent.get(`/api/foods?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().foods as { name: string }[]).map((food) => food.name);
};

async function foodId(name: string): Promise<number> {
  const response = await member.agent.get(`/api/foods?q=${encodeURIComponent(name)}`);
  const found = (response.json().foods as { id: number; name: string }[]).find((food) => food.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
}

/** A food added by a test, as an import's record: the figures do not matter to the search. */
const testFood = (name: string, sourceId: string) => ({
  name,
  synonyms: [] as string[],
  category: 'Preparaciones',
  state: 'solid' as const,
  sourceId,
  measures: [],
  nutrients: {
    energy_kcal: 100,
    protein_g: 1,
    fat_g: 1,
    saturated_fat_g: 0,
    carbohydrate_g: 20,
    sugars_g: 1,
    fiber_g: 1,
    sodium_mg: 10,
  },
});
const testOrigin = { sourceKey: 'test', source: 'Prueba', licence: 'Prueba' };

/** Waits until this instance's names in memory hold `count` foods with `folded` (NOTIFY after a commit). */
const heardOf = (folded: string, count: number) =>
  eventually(
    async () => (await ctx.app.foodIndex.current())?.names.containing(folded, 30).length === count,
    `${count} foods with "${folded}" in memory`,
  );

describe('the foods table', () => {
  it('starts with at least 150 Chilean foods, each naming its source and licence', async () => {
    expect(seedFoodRecords().length).toBeGreaterThanOrEqual(150);
    const palta = (await member.agent.get(`/api/foods/${await foodId('Palta')}`)).json().food;
    expect(palta).toMatchObject({
      name: 'Palta',
      state: 'solid',
      source: expect.stringContaining('USDA FoodData Central'),
      licence: expect.stringContaining('Dominio público'),
    });
    expect(palta.measures).toContainEqual({ label: '1 unidad mediana', grams: 150 });
    expect(palta.per_100.energy_kcal).toBeGreaterThan(100);
  });

  it('is searched accent- and case-blind, with Chilean synonyms and one wrong letter forgiven', async () => {
    expect(await names(member, 'platano')).toContain('Plátano');
    expect(await names(member, 'QUÍNOA')).toContain('Quínoa cocida');
    expect((await names(member, 'aguacate'))[0]).toBe('Palta');
    expect(await names(member, 'frijoles')).toContain('Porotos cocidos');
    expect(await names(member, 'zucchini')).toContain('Zapallo italiano');
    expect(await names(member, 'maíz')).toContain('Choclo');
    expect(await names(member, 'marraqueta')).toContain('Marraqueta');
    // One wrong letter.
    expect(await names(member, 'brocoly')).toContain('Brócoli');
    expect(await names(member, 'lentehas')).toContain('Lentejas cocidas');
    expect(await names(member, 'porotso')).toContain('Porotos cocidos');
    expect(await names(member, 'zapayo italiano')).toContain('Zapallo italiano');
    // Wildcards typed by a person are letters.
    expect(await names(member, '%%')).toEqual([]);
    expect(await names(member, '%_%')).toEqual([]);
    // A wildcard in place of a letter is a wrong letter: corrected, never matched as a wildcard.
    expect(await names(member, 'p_lta')).toContain('Palta');
    expect(await names(member, 'porot%')).toContain('Porotos cocidos');
    // A backslash is a letter too: a pattern ending in one would be refused by PostgreSQL if it got through.
    expect(await names(member, 'palta\\')).toContain('Palta');
    expect(await names(member, 'zzqxw')).toEqual([]);
  });

  it('forgives a wrong letter in a food added later: its words join the list typos are corrected against', async () => {
    expect(await names(member, 'charquicam')).toEqual([]);
    await ctx.app.foodsRepository.insertMissing(
      [{ ...testFood('Charquicán', 'test-charquican'), synonyms: ['guiso de charqui'] }],
      testOrigin,
    );
    // Each instance hears of the new words a moment after the commit (NOTIFY, ADR 0091).
    await eventually(
      async () => (await ctx.app.foodIndex.current())?.words.holds('charquican') === true,
      'the new words in memory',
    );
    expect(await names(member, 'charquicam')).toEqual(['Charquicán']);
    expect(await names(member, 'guizo')).toEqual(['Charquicán']);
  });

  it('corrects a word in memory as pg_trgm would: the word it picks is as similar as the database’s best', async () => {
    const words = (await ctx.app.foodIndex.current())?.words;
    if (!words) throw new Error('the words are not kept');
    expect(words.size).toBeGreaterThan(150);
    for (const typo of [
      'porotso',
      'lentehas',
      'brocoly',
      'zapayo',
      'marraketa',
      'quinao',
      'espinca',
      'qwrtz',
    ]) {
      const mine = words.closest(typo);
      const [row = { best: -1, mine: -1 }] = rowsOf<{ best: number | null; mine: number | null }>(
        await ctx.app.db.execute(
          sql`select max(similarity(word, ${typo})) as best, similarity(${mine ?? ''}::text, ${typo}) as mine
            from food_words where word % ${typo}`,
        ),
      );
      if (mine === null) expect(row.best, typo).toBeNull();
      else expect(Number(row.mine), typo).toBeCloseTo(Number(row.best), 5);
    }
  });

  it('reads the foods again when one is added, changed or removed (the triggers’ NOTIFY), and only then', async () => {
    const current = () => ctx.app.foodIndex.current();
    const before = await current();
    expect(await current()).toBe(before);
    expect(before?.words.holds('curanto')).toBe(false);
    const curanto = testFood('Curanto', 'curanto-1');
    await ctx.app.foodsRepository.insertMissing([curanto], testOrigin);
    await eventually(async () => (await current()) !== before, 'the new food in memory');
    expect((await current())?.words.holds('curanto')).toBe(true);
    expect(await names(member, 'curamto')).toEqual(['Curanto']);
    // New figures (an import run again with a corrected value) are shown a moment after their commit; the
    // same import run once more changes no row, and what is in memory stays.
    const figures = { ...curanto, nutrients: { ...curanto.nutrients, energy_kcal: 321 } };
    await ctx.app.foodsRepository.upsert([figures], testOrigin);
    const energy = async () =>
      (await member.agent.get('/api/foods?q=curanto')).json().foods[0]?.per_100.energy_kcal;
    await eventually(async () => (await energy()) === 321, 'the new figure in memory');
    const kept = await current();
    await ctx.app.foodsRepository.upsert([figures], testOrigin);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await current()).toBe(kept);
    // Renamed, then removed: each is searched as it is now, a moment after its commit.
    await ctx.app.foodsRepository.upsert([testFood('Curanto en hoyo', 'curanto-1')], testOrigin);
    await eventually(
      async () => (await names(member, 'en hoyo')).includes('Curanto en hoyo'),
      'the new name',
    );
    await ctx.database.db.delete(foods).where(eq(foods.sourceId, 'curanto-1'));
    await eventually(async () => (await names(member, 'curanto')).length === 0, 'the food gone');
  });

  it('finds in memory exactly what the database’s search finds, in the same order and as it is stored', async () => {
    await ctx.app.foodsRepository.insertMissing(
      [testFood('Porotos con riendas', 'same-1'), testFood('Ensalada de porotos', 'same-2')],
      testOrigin,
    );
    await heardOf('riendas', 1);
    for (const q of [
      'palta',
      'PA',
      'de',
      'poroto',
      'porotos cocidos',
      'porotso',
      'leche desc',
      'p_lta',
      'a b',
    ]) {
      for (const limit of [3, 12, 30]) {
        const shown = (await member.agent.get(`/api/foods?q=${encodeURIComponent(q)}&limit=${limit}`)).json()
          .foods;
        const database = (await ctx.app.foodsRepository.search(q, limit)).map(presentFood);
        expect(shown, `${q} (${limit})`).toEqual(database);
      }
    }
  });

  it('ranks names that start with the text first, then the shortest; a page is the first of that order', async () => {
    // Inserted out of order, so neither the id nor the insertion order can pass for the ranking.
    await ctx.app.foodsRepository.insertMissing(
      [
        testFood('Sopa de quelteh', 'rank-1'),
        testFood('Quelteh con arroz y papas', 'rank-2'),
        testFood('Ají quelteh', 'rank-3'),
        testFood('Quelteh asado', 'rank-4'),
        testFood('Quelteh', 'rank-5'),
      ],
      testOrigin,
    );
    await heardOf('quelteh', 5);
    const ranked = [
      'Quelteh',
      'Quelteh asado',
      'Quelteh con arroz y papas',
      'Ají quelteh',
      'Sopa de quelteh',
    ];
    expect(await names(member, 'quelteh')).toEqual(ranked);
    const page = async (q: string, limit: number) =>
      (await member.agent.get(`/api/foods?q=${q}&limit=${limit}`))
        .json()
        .foods.map((f: { name: string }) => f.name);
    expect(await page('QUELTEH', 2)).toEqual(ranked.slice(0, 2));
    expect(await page('quelte', 4)).toEqual(ranked.slice(0, 4));
    // A wrong letter is corrected, then ranked the same way.
    expect(await page('quelteb', 3)).toEqual(ranked.slice(0, 3));
  });

  it('refuses a short, long or missing query in Spanish, and an unknown id with 404', async () => {
    for (const q of ['', 'a', 'x'.repeat(81)]) {
      const response = await member.agent.get(`/api/foods?q=${q}`);
      expect(response.statusCode).toBe(400);
      expect([M.queryTooShort, M.queryTooLong]).toContain(response.json().errors.q);
    }
    expect((await member.agent.get('/api/foods')).statusCode).toBe(400);
    expect((await member.agent.get('/api/foods?q=palta&limit=500')).statusCode).toBe(400);
    expect((await member.agent.get('/api/foods/999999')).json().message).toBe(M.foodNotFound);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/foods?q=palta' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('carries the reference seals at the law’s limits', async () => {
    const salt = (await member.agent.get(`/api/foods/${await foodId('Sal')}`)).json().food;
    expect(salt.seals).toEqual(['sodium_mg']);
    const cola = (await member.agent.get(`/api/foods/${await foodId('Bebida cola')}`)).json().food;
    expect(cola).toMatchObject({ state: 'liquid', seals: ['sugars_g'] });
    const tomato = (await member.agent.get(`/api/foods/${await foodId('Tomate')}`)).json().food;
    expect(tomato.seals).toEqual([]);
    // A reference, not the law's label: an apple's own sugars (10.4 g) are above the solids' 10 g.
    const apple = (await member.agent.get(`/api/foods/${await foodId('Manzana')}`)).json().food;
    expect(apple.seals).toEqual(['sugars_g']);
  });
});

describe('recipes', () => {
  const recipeOf = async (overrides: Record<string, unknown> = {}) => ({
    title: 'Ensalada de quínoa y palta',
    servings: 2,
    minutes: 20,
    ingredients: [
      { food_id: await foodId('Quínoa cocida'), measure: '1 taza', quantity: 2 },
      { food_id: await foodId('Palta'), grams: 100 },
      { food_id: await foodId('Tomate'), measure: '1 unidad mediana', quantity: 1 },
    ],
    steps: ['Cocer la quínoa.', 'Mezclar todo y aliñar.'],
    tags: ['almuerzo', 'vegetariana'],
    ...overrides,
  });

  it('a professional writes one; its figures are the sum of its ingredients, per serving and per 100 g', async () => {
    const response = await camila.agent.post('/api/recipes', await recipeOf({ status: 'published' }));
    expect(response.statusCode, response.body).toBe(201);
    const recipe = response.json().recipe;
    expect(recipe.ingredients.map((item: { grams: number }) => item.grams)).toEqual([370, 100, 123]);
    expect(recipe.nutrition.total_grams).toBe(593);
    // 3.7 × 120 + 160 + 1.23 × 18 kcal.
    expect(recipe.nutrition.total.energy_kcal).toBeCloseTo(444 + 160 + 22.14, 1);
    expect(recipe.nutrition.per_serving.energy_kcal).toBeCloseTo((444 + 160 + 22.14) / 2, 1);
    expect(recipe.nutrition.per_100.energy_kcal).toBeCloseTo(((444 + 160 + 22.14) / 593) * 100, 1);
    expect(recipe).toMatchObject({ author: 'Camila Recetas', mine: true, seals: [] });

    const read = (await member.agent.get(`/api/recipes/${recipe.id}`)).json().recipe;
    expect(read).toMatchObject({ title: 'Ensalada de quínoa y palta', mine: false });
    expect(
      (await member.agent.get('/api/recipes')).json().recipes.map((r: { id: number }) => r.id),
    ).toContain(recipe.id);
  });

  it('a draft is its author’s alone: others get 404 and do not see it listed', async () => {
    const draft = (await camila.agent.post('/api/recipes', await recipeOf({ title: 'Borrador' }))).json()
      .recipe;
    expect(draft.status).toBe('draft');
    for (const other of [member, olga]) {
      expect((await other.agent.get(`/api/recipes/${draft.id}`)).statusCode).toBe(404);
      const listed = (await other.agent.get('/api/recipes')).json().recipes as { id: number }[];
      expect(listed.map((item) => item.id)).not.toContain(draft.id);
    }
    expect((await camila.agent.get(`/api/recipes/${draft.id}`)).statusCode).toBe(200);
  });

  it('a salty one carries ALTO EN SODIO', async () => {
    const salty = (
      await camila.agent.post(
        '/api/recipes',
        await recipeOf({
          title: 'Caldo salado',
          servings: 1,
          state: 'liquid',
          ingredients: [
            { food_id: await foodId('Caldo de verduras preparado'), grams: 240 },
            { food_id: await foodId('Sal'), grams: 1 },
          ],
        }),
      )
    ).json().recipe;
    expect(salty.seals).toEqual(['sodium_mg']);
  });

  it('members cannot write one; bad ingredients are refused in Spanish and nothing is kept', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(recipes))[0]?.n;
    const byMember = await member.agent.post('/api/recipes', await recipeOf());
    expect(byMember.statusCode).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ ingredients: [] }, M.ingredientsRequired],
      [{ ingredients: [{ food_id: 999999, grams: 10 }] }, M.ingredientFood],
      [
        { ingredients: [{ food_id: await foodId('Palta'), measure: '1 taza', quantity: 1 }] },
        M.ingredientMeasure,
      ],
      [{ ingredients: [{ food_id: await foodId('Palta') }] }, M.ingredientAmount],
      [
        { ingredients: [{ food_id: await foodId('Palta'), grams: 10, measure: '1 cucharada', quantity: 1 }] },
        M.ingredientAmount,
      ],
      [{ servings: 0 }, M.servingsRange],
      [{ title: '  ' }, M.titleRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await camila.agent.post('/api/recipes', await recipeOf(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const after = (await ctx.database.db.select({ n: count() }).from(recipes))[0]?.n;
    expect(after).toBe(before);
  });
});
