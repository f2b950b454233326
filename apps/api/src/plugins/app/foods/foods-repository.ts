import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foods } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import { statementName } from '../../../db/statement-names';
import { rowsOf } from '../../../db/rows';
import { foldLikeDatabase } from '../../../db/member-search';
import { containsPattern, escapeLike } from '../../../lib/sql-like';
import type { FoodRecord } from './food-csv';
import type { NamedFood } from './food-name-index';

export type FoodRow = typeof foods.$inferSelect;

/** Where a batch of rows comes from: the key its ids live under, and what every row says of its figures. */
export interface FoodOrigin {
  sourceKey: string;
  source: string;
  licence: string;
}

const columnsOf = (food: FoodRecord, origin: FoodOrigin) => ({
  name: food.name,
  synonyms: food.synonyms,
  category: food.category,
  state: food.state,
  energyKcal: food.nutrients.energy_kcal,
  proteinG: food.nutrients.protein_g,
  fatG: food.nutrients.fat_g,
  saturatedFatG: food.nutrients.saturated_fat_g,
  carbohydrateG: food.nutrients.carbohydrate_g,
  sugarsG: food.nutrients.sugars_g,
  fiberG: food.nutrients.fiber_g,
  sodiumMg: food.nutrients.sodium_mg,
  measures: food.measures,
  source: origin.source,
  sourceKey: origin.sourceKey,
  sourceId: food.sourceId,
  licence: origin.licence,
});

/** The columns an import may change; a row equal in all of them is left as it is. */
const COMPARED = [
  'name',
  'synonyms',
  'category',
  'state',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fiber_g',
  'sodium_mg',
  'measures',
  'source',
  'licence',
] as const;
const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The foods table (issue 47): search by name and synonyms, and the import's idempotent writes. */
export function foodsRepository(db: Db) {
  // The substring searches compare with their pattern behind a sub-select, which PostgreSQL plans without
  // reading it: shown '%poroto%', it counts a few hundred foods and, at its default cost of a random read,
  // prefers reading every food (3–5 ms at 10,000) to the trigram index (~0.6 ms). Hidden, the pattern gets
  // the default estimate and the index, whatever the plan cache holds for the connection (ADR 0091).
  const text = sql.placeholder('text');
  const limit = sql.placeholder('limit');
  /**
   * Foods whose names match `pattern` (a LIKE pattern behind a sub-select), those starting with `prefix`
   * first, then the shortest. `from` is the database, or the database with the CTE the pattern reads.
   */
  const substringSearch = (from: Pick<Db, 'select'>, pattern: SQL, prefix: SQL, name: string) =>
    from
      .select()
      .from(foods)
      .where(sql`${foods}.search_names like ${pattern}`)
      .orderBy(sql`${foods}.search_names like ${prefix} desc`, sql`length(${foods.name})`, asc(foods.id))
      .limit(limit)
      .prepare(statementName(name));
  const containing = substringSearch(
    db,
    sql`(select '%' || public.vitalia_unaccent(${text}::text) || '%')`,
    sql`public.vitalia_unaccent(${text}::text) || '%'`,
    'foods_containing',
  );
  // The same with the pattern folded here (`foldLikeDatabase`): PostgreSQL then compares each food's names
  // with a bound text instead of unaccenting the search again for every food it reads (ADR 0091).
  const containingFolded = substringSearch(
    db,
    sql`(select ${sql.placeholder('contains')}::text)`,
    sql`${sql.placeholder('prefix')}`,
    'foods_containing_folded',
  );
  /** Foods whose names hold `text` as it is typed (accents and case aside), prefix first, then shorter. */
  const holding = (text: string, rows: number) => {
    const folded = foldLikeDatabase(text);
    if (folded === null) return containing.execute({ text: escapeLike(text), limit: rows });
    return containingFolded.execute({
      contains: containsPattern(folded),
      prefix: `${escapeLike(folded)}%`,
      limit: rows,
    });
  };
  const alike = db
    .select()
    .from(foods)
    .where(sql`public.vitalia_unaccent(${text}::text) <% ${foods}.search_names`)
    .orderBy(
      sql`word_similarity(public.vitalia_unaccent(${text}::text), ${foods}.search_names) desc`,
      sql`length(${foods.name})`,
      asc(foods.id),
    )
    .limit(limit)
    .prepare(statementName('foods_alike'));
  // Each word of the search replaced by the closest word of the foods' names (a word that is there is its
  // own closest): "porotso" becomes "poroto" from a list of a few thousand words (GiST trigram index), not
  // from every food; no row when no word changed. The typed text is a sub-select: not folded into the plan,
  // the statement keeps one plan instead of being planned again on every call (ADR 0091).
  const correction = db.$with('correction').as(
    db
      .select({
        // The corrected text as a LIKE pattern: a typed word kept as it is may hold % or _.
        escaped: sql<string>`replace(replace(replace(
          string_agg(coalesce(best.word, typed.word), ' ' order by typed.position),
          '\\', '\\\\'), '%', '\\%'), '_', '\\_')`.as('escaped'),
      })
      .from(
        sql`unnest(string_to_array((select public.vitalia_unaccent(${text}::text)), ' ')) with ordinality as typed(word, position)
          left join lateral (select v.word from food_words v where v.word % typed.word
            order by similarity(v.word, typed.word) desc, v.word limit 1) best on true`,
      )
      .where(sql`typed.word <> ''`)
      .having(sql`bool_or(coalesce(best.word, typed.word) <> typed.word)`),
  );
  // The corrected text searched as a substring, ranked like a search typed right, in the same statement
  // as the correction: one round trip less for every typo.
  const containingCorrected = substringSearch(
    db.with(correction),
    sql`(select '%' || escaped || '%' from correction)`,
    sql`(select escaped || '%' from correction)`,
    'foods_containing_corrected',
  );

  /**
   * One wrong letter: the words corrected against the foods' own words and searched again, in one statement;
   * word similarity over every food only when that finds nothing (ADR 0091).
   */
  async function correctedOrAlike(text: string, limit: number): Promise<FoodRow[]> {
    const byCorrection = await containingCorrected.execute({ text, limit });
    return byCorrection.length > 0 ? byCorrection : alike.execute({ text, limit });
  }

  return {
    /** The seed's rows that are not there yet; an admin's later changes to a row are kept. */
    async insertMissing(records: FoodRecord[], origin: FoodOrigin): Promise<number> {
      if (records.length === 0) return 0;
      const rows = await db
        .insert(foods)
        .values(records.map((food) => columnsOf(food, origin)))
        .onConflictDoNothing({ target: [foods.sourceKey, foods.sourceId] })
        .returning({ id: foods.id });
      return rows.length;
    },

    /**
     * An import's batch, by (source, id): new rows inserted, changed ones updated, the rest untouched (so an
     * import run twice changes nothing the second time). Answers how many of each.
     */
    async upsert(records: FoodRecord[], origin: FoodOrigin): Promise<{ inserted: number; updated: number }> {
      if (records.length === 0) return { inserted: 0, updated: 0 };
      const compared = COMPARED.map((column) => sql.identifier(column));
      const rows = await db
        .insert(foods)
        .values(records.map((food) => columnsOf(food, origin)))
        .onConflictDoUpdate({
          target: [foods.sourceKey, foods.sourceId],
          set: {
            ...Object.fromEntries(COMPARED.map((column) => [camel(column), sql.raw(`excluded.${column}`)])),
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${sql.join(
            compared.map((column) => sql`${foods}.${column}`),
            sql`, `,
          )}) is distinct from (${sql.join(
            compared.map((column) => sql`excluded.${column}`),
            sql`, `,
          )})`,
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      const inserted = rows.filter((row) => row.inserted).length;
      return { inserted, updated: rows.length - inserted };
    },

    /**
     * Accent- and case-blind, on the name and its synonyms: a substring first ("palta" in "Palta hass";
     * names that start with it first, then the shortest), and only when nothing contains the text, one
     * wrong letter ("plata": trigram word similarity at the connection's threshold, closest first). Both
     * are prepared statements served by the trigram index (bench: planning was most of a search's time).
     * The service searches its names in memory first (food-index.ts); this is the way without them.
     */
    async search(text: string, limit: number): Promise<FoodRow[]> {
      const found = await holding(text, limit);
      return found.length > 0 ? found : correctedOrAlike(text, limit);
    },

    /** The steps of `search` after the text as typed found nothing. */
    correctedOrAlike,

    /** The last step of `search` alone: foods whose words are most like the text's. */
    alike: (text: string, limit: number): Promise<FoodRow[]> => alike.execute({ text, limit }),

    /** Every food with its folded names and its name's length, for the search in memory; at most `max`. */
    async listForSearch(max: number): Promise<Array<{ row: FoodRow; named: NamedFood }>> {
      const rows = await db
        .select({
          row: foods,
          names: sql<string>`${foods}.search_names`,
          nameLength: sql<number>`length(${foods.name})::int`,
        })
        .from(foods)
        .limit(max);
      return rows.map(({ row, names, nameLength }) => ({ row, named: { id: row.id, names, nameLength } }));
    },

    /** Every word of the foods' names (`food_words`), for the correction in memory; at most `max` of them. */
    async listWords(max: number): Promise<string[]> {
      const rows = rowsOf<{ word: string }>(await db.execute(sql`select word from food_words limit ${max}`));
      return rows.map((row) => row.word);
    },

    async findById(id: number): Promise<FoodRow | undefined> {
      const [row] = await db.select().from(foods).where(eq(foods.id, id));
      return row;
    },

    findMany(ids: number[], tx: Db = db): Promise<FoodRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx.select().from(foods).where(inArray(foods.id, ids));
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    foodsRepository: FoodsRepository;
  }
}

export default domainPlugin('foodsRepository', (app) => foodsRepository(app.db), ['database']);
