import { uniqueViolation } from './database-errors';

/** The first of `base`, `base-2`, `base-3`… that `taken` says is free. */
export async function freeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  let slug = base;
  for (let n = 2; await taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * Runs an insert that picked a free slug, again when another writer took the same slug meanwhile (two
 * admins saving the same title at once): the loser takes the next one. Other errors pass through.
 */
export async function insertWithFreeSlug<T>(insert: () => Promise<T>, constraint: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert();
    } catch (error) {
      if (attempt >= 5 || uniqueViolation(error) !== constraint) throw error;
    }
  }
}

/** "Guía del plato saludable" → "guia-del-plato-saludable": the file name members download. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'recurso';
}
