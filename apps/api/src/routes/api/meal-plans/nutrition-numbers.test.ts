import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_PLAN_MESSAGES as M } from '@vitalia/shared/messages/meal-plans';
import { NUTRIENT_KEYS } from '@vitalia/shared/nutrition-rules';
import { auditLog } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, inCare, signedInAgent, signedInProfessional } from '../../../../test/factories';

/** "Sin números" (issue 47): no calorie or macro reaches a member who hides them, in any answer. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let admin: Agent;
let avenaId: number;
let recipeId: number;

/** Every key that carries a figure of what food is worth; each must be null (or absent) when hidden. */
const FIGURE_KEYS = new Set<string>([
  ...NUTRIENT_KEYS,
  'energy_per_serving',
  'per_100',
  'per_serving',
  'nutrition',
  'totals',
  'goals',
  'targets',
  'weight_kg',
  'protein_g_per_kg',
]);

/** The paths in an answer where a figure (or a seal, which is a figure's verdict) still shows. */
function figuresIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => figuresIn(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (FIGURE_KEYS.has(key) && inner !== null) return [`${path}.${key}`];
    if (key === 'seals' && Array.isArray(inner) && inner.length > 0) return [`${path}.seals`];
    return figuresIn(inner, `${path}.${key}`);
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-numeros', name: 'Camila Números' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-numeros', name: 'Olga Números' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  const foods = (await admin.agent.get('/api/foods?q=Avena')).json().foods as { id: number; name: string }[];
  avenaId = foods.find((food) => food.name === 'Avena')?.id ?? 0;
  const recipe = await camila.agent.post('/api/recipes', {
    title: 'Avena cocida',
    servings: 2,
    ingredients: [{ food_id: avenaId, grams: 400 }],
    status: 'published',
  });
  expect(recipe.statusCode, recipe.body).toBe(201);
  recipeId = recipe.json().recipe.id;
});
afterAll(() => ctx.close());

async function clientWithPlan() {
  const member = await consentingMember(ctx.app, { plan: 'prime' });
  await inCare(admin, member, camila);
  const plan = await camila.agent.post(`/api/trainer/clients/${member.user.id}/meal-plans`, {
    title: 'Semana tranquila',
    targets: { energy_kcal: 1800, protein_g_per_kg: 1.2 },
    status: 'published',
    days: [
      {
        day: 1,
        meals: [
          {
            meal: 'desayuno',
            options: [[{ recipe_id: recipeId, servings: 1 }], [{ food_id: avenaId, grams: 40 }]],
          },
        ],
      },
    ],
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return { member, planId: plan.json().plan.id as number };
}

/** Everything a member reads that could carry a figure. */
async function answersOf(member: Agent, planId: number) {
  const get = async (url: string) => {
    const response = await member.agent.get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return {
    search: await get('/api/foods?q=palta'),
    food: await get(`/api/foods/${avenaId}`),
    recipes: await get('/api/recipes'),
    recipe: await get(`/api/recipes/${recipeId}`),
    current: await get('/api/meal-plans/current'),
    plan: await get(`/api/meal-plans/${planId}`),
    list: await get(`/api/meal-plans/${planId}/shopping-list`),
    exported: (await get('/api/users/export-data')).meal_plans,
  };
}

describe('sin números', () => {
  it('her professional hides them: no figure reaches any of her answers; she cannot undo it alone', async () => {
    const { member, planId } = await clientWithPlan();
    const before = await answersOf(member, planId);
    expect(figuresIn(before).length).toBeGreaterThan(10);

    const hidden = await camila.agent.put(`/api/trainer/clients/${member.user.id}/nutrition-numbers`, {
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().setting).toEqual({ hidden: true, set_by: 'professional' });
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'nutrition-numbers.hide'), eq(auditLog.subjectUserId, member.user.id)));
    expect(audited).toHaveLength(1);

    const after = await answersOf(member, planId);
    expect(figuresIn(after)).toEqual([]);
    // What she eats is still there: names, amounts, the list, the plan flagged.
    expect(after.plan.plan.numbers_hidden).toBe(true);
    expect(after.plan.plan.days[0].meals[0].options[0][0]).toMatchObject({ name: 'Avena cocida' });
    expect(after.list.list.aisles.length).toBeGreaterThan(0);
    expect(after.recipe.recipe.ingredients[0]).toMatchObject({ name: 'Avena', grams: 400 });

    const undo = await member.agent.put('/api/users/me/nutrition-numbers', { hidden: false });
    expect(undo.statusCode).toBe(403);
    expect(undo.json().message).toBe(M.numbersSetByProfessional);
    expect((await member.agent.get('/api/users/me/nutrition-numbers')).json().setting).toEqual({
      hidden: true,
      set_by: 'professional',
    });

    // Her professional works with the figures; another member keeps hers.
    expect(figuresIn((await camila.agent.get(`/api/meal-plans/${planId}`)).json()).length).toBeGreaterThan(0);
    const other = await clientWithPlan();
    expect(figuresIn(await answersOf(other.member, other.planId)).length).toBeGreaterThan(10);

    // Shown again by her professional.
    await camila.agent.put(`/api/trainer/clients/${member.user.id}/nutrition-numbers`, { hidden: false });
    expect(figuresIn(await answersOf(member, planId)).length).toBeGreaterThan(10);
  });

  it('she hides them herself and shows them again; only her care team touches her switch', async () => {
    const { member, planId } = await clientWithPlan();
    const mine = await member.agent.put('/api/users/me/nutrition-numbers', { hidden: true });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().setting).toEqual({ hidden: true, set_by: 'member' });
    expect(figuresIn(await answersOf(member, planId))).toEqual([]);
    expect(
      (await member.agent.put('/api/users/me/nutrition-numbers', { hidden: false })).json().setting,
    ).toEqual({ hidden: false, set_by: null });

    for (const outsider of [olga.agent, admin.agent]) {
      const response = await outsider.put(`/api/trainer/clients/${member.user.id}/nutrition-numbers`, {
        hidden: true,
      });
      expect(response.statusCode).toBe(404);
      expect(
        (await outsider.get(`/api/trainer/clients/${member.user.id}/nutrition-numbers`)).statusCode,
      ).toBe(404);
    }
    expect((await member.agent.get('/api/users/me/nutrition-numbers')).json().setting.hidden).toBe(false);
    const bad = await member.agent.put('/api/users/me/nutrition-numbers', { hidden: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(M.numbersHiddenRequired);
    expect(
      (await member.agent.put(`/api/trainer/clients/${member.user.id}/nutrition-numbers`, { hidden: true }))
        .statusCode,
    ).toBe(403);
  });
});
