import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogueVersion, grants } from '../../../db/schema/index';
import type { ContentKind } from '../entitlements/entitlements';
import { inForceAt } from '../entitlements/entitlements-repository';

/**
 * Two columns a domain adds to its prepared per-viewer query (placeholders `viewerId` and `now`): the
 * catalogue version and the viewer's grants of `kind`, so the check and her figures are one round trip.
 */
export function catalogueStateColumns(kind: ContentKind) {
  const held = sql`(select coalesce(array_agg(distinct ${grants.itemId}), '{}') from ${grants} where ${and(
    eq(grants.userId, sql.placeholder('viewerId')),
    eq(grants.itemKind, kind),
    inForceAt(sql.placeholder('now')),
  )})`;
  return {
    catalogueVersion:
      sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(
        Number,
      ),
    granted: held as SQL<number[]>,
  };
}

/** The catalogue's state alone, prepared once per kind: on a miss and for a page with nothing on it. */
export function prepareCatalogueState(db: Db, kind: ContentKind) {
  return db
    .select(catalogueStateColumns(kind))
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare(`catalogue_state_${kind}`);
}
