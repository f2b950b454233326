import { inArray } from 'drizzle-orm';
import type { MealPlanBody } from '@vitalia/shared/meal-plans';
import type { Db } from '../client';
import { foods, mealPlans, recipeIngredients, recipes } from '../schema/index';

/** The team's demo recipes: [title, servings, minutes, tags, steps, [food name, grams]…]. */
const RECIPES: [string, number, number, string[], string[], [string, number][]][] = [
  [
    'Porotos con riendas livianos',
    4,
    50,
    ['almuerzo', 'legumbres'],
    [
      'Cocer los porotos remojados.',
      'Agregar el zapallo en cubos y los fideos al final.',
      'Servir con cebolla y cilantro.',
    ],
    [
      ['Porotos cocidos', 700],
      ['Zapallo', 300],
      ['Fideos cocidos', 280],
      ['Cebolla', 110],
      ['Aceite de oliva', 14],
      ['Cilantro', 8],
    ],
  ],
  [
    'Avena con frutillas',
    1,
    5,
    ['desayuno', 'vegetariana'],
    ['Calentar la leche con la avena 3 minutos.', 'Servir con las frutillas picadas.'],
    [
      ['Avena', 40],
      ['Leche descremada', 200],
      ['Frutilla', 100],
    ],
  ],
  [
    'Ensalada chilena con quínoa',
    2,
    15,
    ['almuerzo', 'vegetariana'],
    [
      'Cortar tomate y cebolla a pluma; lavar la cebolla.',
      'Mezclar con la quínoa y aliñar con aceite y cilantro.',
    ],
    [
      ['Tomate', 250],
      ['Cebolla', 60],
      ['Quínoa cocida', 185],
      ['Aceite de oliva', 10],
      ['Cilantro', 4],
    ],
  ],
  [
    'Tostada de marraqueta con palta y huevo',
    1,
    10,
    ['once', 'desayuno'],
    ['Tostar media marraqueta.', 'Cubrir con palta molida y el huevo a la copa.'],
    [
      ['Marraqueta', 50],
      ['Palta', 50],
      ['Huevo', 50],
    ],
  ],
];

/**
 * Demo content of issue 47: the team's four published recipes (Camila's), her "Semana base" template and,
 * for Josefa (who consented), the week's plan made from it, published.
 */
export async function seedDemoMealPlans(db: Db, camila: { id: number }, josefa: { id: number } | undefined) {
  const names = [...new Set(RECIPES.flatMap(([, , , , , items]) => items.map(([name]) => name)))];
  const rows = await db
    .select({ id: foods.id, name: foods.name })
    .from(foods)
    .where(inArray(foods.name, names));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const recipeIds: number[] = [];
  for (const [title, servings, minutes, tags, steps, items] of RECIPES) {
    if (items.some(([name]) => !idOf.has(name))) continue;
    const [recipe] = await db
      .insert(recipes)
      .values({ trainerId: camila.id, title, servings, minutes, tags, steps, status: 'published' })
      .returning({ id: recipes.id });
    if (!recipe) continue;
    recipeIds.push(recipe.id);
    await db.insert(recipeIngredients).values(
      items.map(([name, grams], index) => ({
        recipeId: recipe.id,
        position: index + 1,
        foodId: idOf.get(name) ?? 0,
        grams,
      })),
    );
  }
  const [porotos, avena, ensalada, tostada] = recipeIds;
  if (!porotos || !avena || !ensalada || !tostada) return;
  const apple = idOf.get('Frutilla');
  const days: MealPlanBody['days'] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    meals: [
      {
        meal: 'desayuno',
        options: [[{ recipe_id: avena, servings: 1 }], [{ recipe_id: tostada, servings: 1 }]],
      },
      ...(apple ? [{ meal: 'colacion' as const, options: [[{ food_id: apple, grams: 150 }]] }] : []),
      {
        meal: 'almuerzo',
        options: [
          [{ recipe_id: day % 2 ? porotos : ensalada, servings: 1 }],
          [{ recipe_id: ensalada, servings: 1 }],
        ],
      },
      { meal: 'once', options: [[{ recipe_id: tostada, servings: 1 }]] },
      { meal: 'cena', options: [[{ recipe_id: ensalada, servings: 1 }]] },
    ],
  }));
  const targets = {
    energy_kcal: 1600,
    protein_g_per_kg: 1.2,
    carbohydrate_g: null,
    fat_g: null,
    fiber_g: 25,
    sodium_mg: 2000,
  };
  await db
    .insert(mealPlans)
    .values({ trainerId: camila.id, isTemplate: true, title: 'Semana base', targets, days });
  if (josefa)
    await db.insert(mealPlans).values({
      memberId: josefa.id,
      trainerId: camila.id,
      title: 'Semana base',
      targets,
      days,
      status: 'published',
      publishedAt: new Date(),
    });
}
