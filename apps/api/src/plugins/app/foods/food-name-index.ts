/**
 * The foods' searchable names in memory (ADR 0091, second addendum of 2026-12-01): which foods hold a folded
 * text, ranked as the database's substring search ranks them (`foods_containing`: names that start with the
 * text first, then the shortest name, then the lowest id), without asking PostgreSQL. The names are the
 * foods' `search_names` as PostgreSQL folded them, so a text folded like the database (`foldLikeDatabase`)
 * is found here exactly where `search_names like '%text%'` finds it.
 */

import { innerTrigramsOf } from './food-word-index';

/** A food as the search reads it: its id, its folded names and synonyms, and its name's length. */
export interface NamedFood {
  id: number;
  names: string;
  nameLength: number;
}

export class FoodNameIndex {
  private readonly foods: readonly NamedFood[];
  /** For each trigram, the foods (positions in `foods`) whose names have it. */
  private readonly postings = new Map<string, number[]>();

  constructor(foods: readonly NamedFood[]) {
    this.foods = foods;
    foods.forEach((food, position) => {
      for (const trigram of innerTrigramsOf(food.names)) {
        const list = this.postings.get(trigram);
        if (list) list.push(position);
        else this.postings.set(trigram, [position]);
      }
    });
  }

  get size(): number {
    return this.foods.length;
  }

  /** The ids of at most `limit` foods whose names hold `folded`, in the database search's order. */
  containing(folded: string, limit: number): number[] {
    const found = this.candidates(folded).filter((food) => food.names.includes(folded));
    const ranked = found.map((food) => ({ food, later: food.names.startsWith(folded) ? 0 : 1 }));
    ranked.sort(
      (a, b) => a.later - b.later || a.food.nameLength - b.food.nameLength || a.food.id - b.food.id,
    );
    return ranked.slice(0, limit).map(({ food }) => food.id);
  }

  /** The foods that have every trigram of `folded` (the narrowest list), or all of them for a shorter text. */
  private candidates(folded: string): readonly NamedFood[] {
    let narrowest: number[] | undefined;
    for (const trigram of innerTrigramsOf(folded)) {
      const list = this.postings.get(trigram);
      if (!list) return [];
      if (!narrowest || list.length < narrowest.length) narrowest = list;
    }
    if (!narrowest) return this.foods;
    return narrowest.map((position) => this.foods[position]).filter((food) => food !== undefined);
  }
}
