import type { FastifyInstance } from 'fastify';
import { MEMBERSHIP_CHANGE_MESSAGES, CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { revokeOrderGrants } from '../entitlements/entitlements-repository';
import { endMembership } from './membership-changes';
import { settlingPayment } from './orders-repository';
import { receiptPdf } from './receipts';
import { presentTaxDocuments } from './tax-documents-service';

/** Far more orders than any member makes; the export is bounded like every list. */
const EXPORT_ORDERS_LIMIT = 10_000;

/**
 * What was paid (issue 17): her payments and receipts, her purchases for the data export, and the admin's
 * refund of a paid order.
 */
export function paymentsHistory(app: FastifyInstance) {
  return {
    async memberPayments(userId: number) {
      const orders = await app.ordersRepository.listOfUser(userId);
      const ids = orders.map((order) => order.id);
      const [payments, items, documents] = await Promise.all([
        app.ordersRepository.paymentsOf(ids),
        app.ordersRepository.itemsOf(ids),
        app.taxDocumentsRepository.ofOrders(ids),
      ]);
      return orders.map((order) => {
        const payment = settlingPayment(payments, order.id);
        return {
          order_id: order.id,
          created_at: (order.paidAt ?? order.createdAt).toISOString(),
          kind: order.kind,
          description: items
            .filter((item) => item.orderId === order.id)
            .map((item) => item.description)
            .join(', '),
          status: order.status,
          total: order.totalClp,
          payment_id: payment?.providerPaymentId ?? null,
          receipt_available: order.status === 'paid' || order.status === 'refunded',
          documents: presentTaxDocuments(documents, order.id),
        };
      });
    },

    /** Every order of hers with its billing data, lines and payments, for her data export (Ley 21.719). */
    async purchasesForExport(userId: number) {
      const orders = await app.ordersRepository.listOfUser(userId, EXPORT_ORDERS_LIMIT, {
        withStale: true,
      });
      const ids = orders.map((order) => order.id);
      const [payments, items] = await Promise.all([
        app.ordersRepository.paymentsOf(ids),
        app.ordersRepository.itemsOf(ids),
      ]);
      return orders.map((order) => ({
        order_id: order.id,
        kind: order.kind,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
        total: order.totalClp,
        subtotal: order.subtotalClp,
        iva: order.ivaClp,
        billing: order.billing ?? null,
        items: items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            description: item.description,
            unit_price: item.unitPriceClp,
            quantity: item.quantity,
          })),
        payments: payments
          .filter((payment) => payment.orderId === order.id)
          .map((payment) => ({
            provider: payment.provider,
            status: payment.status,
            amount: payment.amountClp,
            created_at: payment.createdAt.toISOString(),
          })),
      }));
    },

    /** The receipt PDF of a paid order; members get their own, admins any (`userId` null). */
    async receipt(orderId: number, userId: number | null): Promise<Buffer> {
      const order =
        userId === null
          ? await app.ordersRepository.findById(orderId)
          : await app.ordersRepository.findOwned(orderId, userId);
      if (!order || (order.status !== 'paid' && order.status !== 'refunded'))
        throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
      const [items, payments, issuer] = await Promise.all([
        app.ordersRepository.items(order.id),
        app.ordersRepository.paymentsOf([order.id]),
        app.settings.get('billing_issuer'),
      ]);
      return receiptPdf({ order, items, payment: settlingPayment(payments, order.id) ?? null, issuer });
    },

    /** An admin refunds a paid order at the provider; a refunded plan ends now. The reason is kept. */
    async refund(actor: AuditActor, orderId: number, reason: string) {
      const actorId = actor.id;
      const order = await app.ordersRepository.findById(orderId);
      const payment = order
        ? (await app.ordersRepository.paymentsOf([order.id])).find((row) => row.status === 'approved')
        : undefined;
      if (!order || order.status !== 'paid' || !payment)
        throw AppError.conflict(MEMBERSHIP_CHANGE_MESSAGES.notRefundable);
      await app.paymentProviders.of(order.provider).refund(payment.providerPaymentId);
      const endedPlanOf = await app.db.transaction(async (tx) => {
        const locked = await app.ordersRepository.findById(orderId, { lock: true }, tx);
        if (locked?.status !== 'paid') return null;
        await app.ordersRepository.markPaymentRefunded(payment.id, new Date(), tx);
        await app.ordersRepository.update(orderId, { status: 'refunded' }, tx);
        await revokeOrderGrants(tx, orderId, new Date());
        await app.taxDocuments.requestCreditNote(locked, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'payment.refund',
            entity: 'order',
            entityId: orderId,
            subjectUserId: order.userId,
            after: { status: 'refunded', reason },
          },
          tx,
        );
        await app.membershipsRepository.recordEvent(
          {
            userId: order.userId,
            orderId,
            kind: 'refunded',
            actorId,
            reason,
            planCode: order.planCode,
          },
          tx,
        );
        const membership = order.membershipId
          ? await app.membershipsRepository.findById(order.membershipId, tx)
          : null;
        if (membership?.status !== 'active') return null;
        await endMembership(app.membershipsRepository, tx, membership, {
          status: 'revoked',
          kind: 'refunded',
          endedAt: new Date(),
          actorId,
          reason,
          orderId,
        });
        return membership;
      });
      if (endedPlanOf?.subscriptionId)
        await app.paymentProviders
          .of(endedPlanOf.provider)
          .cancelSubscription(endedPlanOf.subscriptionId)
          .catch(() => undefined);
    },
  };
}

export type PaymentsHistory = ReturnType<typeof paymentsHistory>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentsHistory: PaymentsHistory;
  }
}

export default domainPlugin('paymentsHistory', paymentsHistory, [
  'orders-repository',
  'memberships-repository',
  'payments',
  'audit-log',
  'settings',
  'tax-documents',
]);
