import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { taxDocuments } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TaxDocumentKind = TaxDocumentRow['kind'];

export function taxDocumentsRepository(db: Db) {
  return {
    /** The order's document of that kind, asked for once: a second ask finds the first (null). */
    async request(
      values: Pick<TaxDocumentRow, 'orderId' | 'kind' | 'dteType' | 'provider'>,
      tx: Db = db,
    ): Promise<TaxDocumentRow | null> {
      const [row] = await tx.insert(taxDocuments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(orderId: number, kind: TaxDocumentKind, tx: Db = db): Promise<TaxDocumentRow | null> {
      const [row] = await tx
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
      return row ?? null;
    },

    async ofOrders(orderIds: number[], tx: Db = db): Promise<TaxDocumentRow[]> {
      if (orderIds.length === 0) return [];
      return tx
        .select()
        .from(taxDocuments)
        .where(inArray(taxDocuments.orderId, orderIds))
        .orderBy(asc(taxDocuments.id));
    },

    /** Records the folio once: false when another run of the job recorded it first. */
    async markIssued(
      id: number,
      issued: Pick<TaxDocumentRow, 'folio' | 'providerReference' | 'pdfKey'>,
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(taxDocuments)
        .set({ ...issued, status: 'issued', issuedAt: new Date() })
        .where(and(eq(taxDocuments.id, id), eq(taxDocuments.status, 'pending')))
        .returning({ id: taxDocuments.id });
      return rows.length > 0;
    },
  };
}

export type TaxDocumentsRepository = ReturnType<typeof taxDocumentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    taxDocumentsRepository: TaxDocumentsRepository;
  }
}

export default domainPlugin('taxDocumentsRepository', (app) => taxDocumentsRepository(app.db), ['database']);
