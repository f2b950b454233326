import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TaxDocumentSummary } from '@vitalia/shared/commerce';
import { santiagoDay } from '@vitalia/shared/dates';
import { TAX_DOCUMENT_MESSAGES } from '@vitalia/shared/messages/commerce';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { DTE_TYPES, type DteType, type TaxDocumentRequest } from '../sii/tax-document-provider';
import { settlingPayment, type OrderItemRow, type OrderRow } from './orders-repository';
import { receiptEmail, type Receipt } from './receipts';
import type { TaxDocumentKind, TaxDocumentRow } from './tax-documents-repository';

export const TAX_DOCUMENT_QUEUE = 'billing.tax-document';

/** The SII's generic receiver of a boleta, for a buyer who gave no RUT. */
const FINAL_CONSUMER_RUT = '666666666';

export const DOCUMENT_LABELS: Record<number, string> = {
  [DTE_TYPES.boleta]: 'Boleta electrónica',
  [DTE_TYPES.factura]: 'Factura electrónica',
  [DTE_TYPES.creditNote]: 'Nota de crédito electrónica',
};

/** An order's documents as her and the admins' payment rows list them. */
export const presentTaxDocuments = (documents: TaxDocumentRow[], orderId: number): TaxDocumentSummary[] =>
  documents
    .filter((document) => document.orderId === orderId)
    .map((document) => ({
      kind: document.kind,
      label: DOCUMENT_LABELS[document.dteType] ?? 'Documento tributario',
      folio: document.folio,
    }));

/** Whether a paid order gets an SII document: paid money (not a plan the team granted) with a provider set. */
export const issuesDocument = (app: FastifyInstance, order: OrderRow) =>
  app.taxDocumentProvider !== null && order.provider !== 'admin' && order.totalClp > 0;

/** The lines as sent to the SII: a discounted order (a coupon's negative line) goes as one line of its total. */
function documentLines(order: OrderRow, items: OrderItemRow[]): TaxDocumentRequest['lines'] {
  if (items.some((item) => item.unitPriceClp < 0) || items.length === 0)
    return [{ name: `Compra Vitalia N° ${order.id}`, quantity: 1, unitPrice: order.totalClp }];
  return items.map((item) => ({
    name: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPriceClp,
  }));
}

function receiverOf(order: OrderRow, dteType: DteType): TaxDocumentRequest['receiver'] {
  const billing = order.billing;
  const invoice = billing?.invoice;
  if (invoice && dteType !== DTE_TYPES.boleta)
    return {
      rut: invoice.rut,
      name: invoice.legal_name,
      businessLine: invoice.business_line,
      address: invoice.address,
      comuna: invoice.comuna,
    };
  if (!billing) return { rut: FINAL_CONSUMER_RUT, name: 'Consumidor final' };
  // A boleta names the buyer; its credit note is a factura-like document that also asks where she lives.
  return dteType === DTE_TYPES.boleta
    ? { rut: billing.rut, name: billing.name }
    : {
        rut: billing.rut,
        name: billing.name,
        businessLine: 'Particular',
        address: billing.address,
        comuna: billing.city,
      };
}

/**
 * The SII documents of paid orders (issue 48 §2, ADR 0093): a boleta (or a factura when she asked for one)
 * once an order is paid, a credit note once it is refunded. The row is made in the transaction that paid or
 * refunded the order, with the job that issues it; the job asks the provider with a key of its own per
 * document, so a job run again after a crash gets the same folio back instead of a second one.
 */
export function taxDocuments(app: FastifyInstance) {
  const repository = app.taxDocumentsRepository;
  const provider = app.taxDocumentProvider;

  async function ask(order: OrderRow, kind: TaxDocumentKind, dteType: DteType, tx: Db) {
    if (!provider) return;
    const row = await repository.request({ orderId: order.id, kind, dteType, provider: provider.name }, tx);
    if (row)
      await app.jobs.send(
        TAX_DOCUMENT_QUEUE,
        { orderId: order.id, kind },
        { tx, key: `${order.id}:${kind}` },
      );
  }

  /** The mail that hands her the document: the receipt's lines, its folio and the link to its PDF. */
  async function documentMail(
    { order, items, issuer }: Pick<Receipt, 'order' | 'items' | 'issuer'>,
    document: TaxDocumentRow,
    folio: number,
  ) {
    const user = order.userId ? await app.usersRepository.findById(order.userId) : null;
    if (!user) return null;
    const payments = await app.ordersRepository.paymentsOf([order.id]);
    const query = document.kind === 'credit_note' ? '?tipo=nota-de-credito' : '';
    return receiptEmail(
      { order, items, payment: settlingPayment(payments, order.id) ?? null, issuer },
      order.billing?.email ?? user.email,
      user.firstName,
      `${app.config.PUBLIC_URL}/api/payments/${order.id}/document${query}`,
      { title: DOCUMENT_LABELS[document.dteType] ?? 'Documento', folio },
    );
  }

  return {
    /** In the transaction that marks an order paid: its boleta, or its factura when she asked for one. */
    async requestSale(order: OrderRow, tx: Db) {
      if (!issuesDocument(app, order)) return;
      await ask(order, 'sale', order.billing?.invoice ? DTE_TYPES.factura : DTE_TYPES.boleta, tx);
    },

    /** In the transaction that refunds an order: a credit note, when the order had a document. */
    async requestCreditNote(order: OrderRow, tx: Db) {
      if (await repository.find(order.id, 'sale', tx))
        await ask(order, 'credit_note', DTE_TYPES.creditNote, tx);
    },

    /** The job: issues one document, at most once whatever the number of runs. */
    async issue(orderId: number, kind: TaxDocumentKind) {
      const document = await repository.find(orderId, kind);
      if (!document || document.status === 'issued' || !provider) return;
      const order = await app.ordersRepository.findById(orderId);
      if (!order) return;
      let cancels: TaxDocumentRequest['cancels'];
      if (kind === 'credit_note') {
        const sale = await repository.find(orderId, 'sale');
        // Its boleta is still being issued: this run fails and the queue tries again later.
        if (sale?.status !== 'issued' || sale.folio === null || !sale.issuedAt)
          throw new Error(`order ${orderId}: the credit note waits for its sale document`);
        cancels = {
          dteType: sale.dteType as DteType,
          folio: sale.folio,
          issuedOn: santiagoDay(sale.issuedAt),
          reason: 'Anula la venta: pago reembolsado',
        };
      }
      const [items, issuer] = await Promise.all([
        app.ordersRepository.items(orderId),
        app.settings.get('billing_issuer'),
      ]);
      const dteType = document.dteType as DteType;
      const issued = await provider.issue(
        {
          dteType,
          issuedOn: santiagoDay(new Date()),
          issuer,
          receiver: receiverOf(order, dteType),
          lines: documentLines(order, items),
          totals: { net: order.subtotalClp, iva: order.ivaClp, total: order.totalClp },
          cancels,
        },
        // Ours per document and stable across runs: the provider answers a repeat with the same folio.
        `vitalia-${orderId}-${kind}`,
      );
      const pdfKey = `tax-documents/${orderId}/${kind.replace('_', '-')}-${issued.folio}.pdf`;
      await app.storage.write(pdfKey, Readable.from(issued.pdf));
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const mail = await documentMail({ order, items, issuer }, document, issued.folio);
      await app.db.transaction(async (tx) => {
        const recorded = await repository.markIssued(
          document.id,
          { folio: issued.folio, providerReference: issued.reference, pdfKey },
          tx,
        );
        // The mail commits with the folio: a run that finds it recorded sends nothing.
        if (recorded && mail) await app.mailer.enqueue(mail, 'tax-document', { tx });
      });
    },

    /** Her document's stored PDF key; a Spanish 409 while it is being issued, 404 when there is none. */
    async pdfKeyOf(
      orderId: number,
      userId: number,
      kind: TaxDocumentKind,
    ): Promise<{ key: string; row: TaxDocumentRow }> {
      const order = await app.ordersRepository.findOwned(orderId, userId);
      const row = order ? await repository.find(order.id, kind) : null;
      if (!row) throw AppError.notFound(TAX_DOCUMENT_MESSAGES.notFound);
      if (row.status !== 'issued' || !row.pdfKey) throw AppError.conflict(TAX_DOCUMENT_MESSAGES.stillIssuing);
      return { key: row.pdfKey, row };
    },
  };
}

export type TaxDocuments = ReturnType<typeof taxDocuments>;

declare module 'fastify' {
  interface FastifyInstance {
    taxDocuments: TaxDocuments;
  }
}

export default domainPlugin(
  'taxDocuments',
  async (app) => {
    const service = taxDocuments(app);
    await app.jobs.define<{ orderId: number; kind: TaxDocumentKind }>(
      TAX_DOCUMENT_QUEUE,
      // The SII's provider down for a while is normal: retried with backoff for about a day.
      { retryLimit: 12, retryDelay: 60, retryBackoff: true, expireInSeconds: 180 },
      async (data) => service.issue(data.orderId, data.kind),
    );
    return service;
  },
  [
    'tax-documents-repository',
    'tax-document-provider',
    'orders-repository',
    'users-repository',
    'settings',
    'storage',
    'mailer',
    'job-queue',
  ],
);
