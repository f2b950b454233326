import type { AdminMembership, AdminPayment } from '@vitalia/shared/commerce-admin';
import type { FastifyInstance } from 'fastify';
import type { MembershipRow } from './memberships-repository';
import { settlingPayment, type OrderRow } from './orders-repository';
import { presentTaxDocuments } from './tax-documents-service';

interface Person {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

const nameOf = (person: Person) =>
  person.firstName ? `${person.firstName} ${person.lastName ?? ''}`.trim() : 'Cuenta eliminada';

/** Admin rows with their lines and payment ids, read in two batched queries (no query per row). */
export async function presentAdminPayments(
  app: FastifyInstance,
  rows: Array<Person & { order: OrderRow }>,
): Promise<AdminPayment[]> {
  const ids = rows.map((row) => row.order.id);
  const [items, payments, documents] = await Promise.all([
    app.ordersRepository.itemsOf(ids),
    app.ordersRepository.paymentsOf(ids),
    app.taxDocumentsRepository.ofOrders(ids),
  ]);
  return rows.map(({ order, ...person }) => ({
    order_id: order.id,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    member: {
      id: order.userId,
      name: order.billing?.name ?? nameOf(person),
      email: person.email ?? order.billing?.email ?? '',
    },
    kind: order.kind,
    plan_type: order.planCode,
    description: items
      .filter((item) => item.orderId === order.id)
      .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.description}` : item.description))
      .join(', '),
    status: order.status,
    total: order.totalClp,
    subtotal: order.subtotalClp,
    iva: order.ivaClp,
    provider: order.provider,
    payment_id: settlingPayment(payments, order.id)?.providerPaymentId ?? null,
    rut: order.billing?.rut ?? null,
    documents: presentTaxDocuments(documents, order.id),
  }));
}

export function presentAdminMembership(row: Person & { membership: MembershipRow }): AdminMembership {
  const { membership } = row;
  return {
    id: membership.id,
    member: { id: membership.userId, name: nameOf(row), email: row.email ?? '' },
    plan_type: membership.planCode,
    interval: membership.interval,
    status: membership.status,
    period_start: membership.periodStart.toISOString(),
    period_end: membership.periodEnd.toISOString(),
    cancel_at_period_end: membership.cancelAtPeriodEnd,
    provider: membership.provider,
    created_at: membership.createdAt.toISOString(),
  };
}
