import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../plugins/app/mail/mail-layout';

const TokenParamsSchema = z.object({ token: z.string().regex(/^sbx_(ck|sub)_[A-Za-z0-9_-]{16}$/) });
const DecisionSchema = z.object({ _csrf: z.string().max(100) });
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox's hosted checkout ("Modo de prueba"): plain server-rendered HTML like a gateway's page, so
 * the browser really leaves the app and comes back, and the answer goes through the same settlement code
 * as a MercadoPago notification. Only the member who owns the order may open or answer it.
 */
const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.sandboxProvider;
  if (!sandbox) return;

  async function ownedCheckout(token: string, userId: number) {
    const record = await sandbox?.findCheckout(token);
    const order = record
      ? await app.ordersRepository.findOwned(Number(record.externalReference), userId)
      : null;
    if (!record || !order) throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
    return { record, order };
  }

  app.get('/:token', { schema: { params: TokenParamsSchema } }, async (request, reply) => {
    const { record, order } = await ownedCheckout(request.params.token, request.user.id);
    const items = await app.ordersRepository.items(order.id);
    const open = record.status === 'open' || record.status === 'pending';
    const lines = items
      .map(
        (item) =>
          `<tr><td>${item.quantity} × ${escapeHtml(item.description)}</td><td>${formatClp(item.unitPriceClp * item.quantity)}</td></tr>`,
      )
      .join('');
    const action = (decision: string, label: string, style: string) =>
      `<form method="post" action="/api/payments/sandbox/${record.id}/${decision}"><input type="hidden" name="_csrf" value="${escapeHtml(request.csrfToken)}"><button type="submit" class="${style}">${label}</button></form>`;
    const recurring =
      record.kind === 'subscription'
        ? `<p class="note">Suscripción: ${record.trialDays ? `prueba gratis de ${record.trialDays} días; después ` : ''}se cobrará ${formatClp(record.amountClp)} cada ${record.interval === 'year' ? 'año' : 'mes'} hasta que la canceles.</p>`
        : '';
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY)
      .send(`<!doctype html>
<html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Modo de prueba · Pago Vitalia</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f4;color:#1f2937}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(15,118,110,.12)}
.badge{display:inline-block;background:#fef3c7;color:#92400e;font-weight:600;font-size:13px;padding:4px 10px;border-radius:999px}
h1{font-size:22px;margin:14px 0 4px;color:#134e4a}p{line-height:1.5}.muted{color:#6b7280;font-size:14px}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:8px 0;border-bottom:1px solid #e5e7eb}td:last-child{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0;font-size:18px}.note{background:#f0fdfa;border-radius:10px;padding:10px 12px;font-size:14px}
.actions{display:grid;gap:10px;margin-top:18px}button{width:100%;font:inherit;font-weight:600;padding:12px;border-radius:10px;border:0;cursor:pointer}
.approve{background:#0f766e;color:#fff}.reject{background:#fff;color:#b91c1c;border:1px solid #fca5a5}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>
<span class="badge">Modo de prueba</span>
<h1>Pago de tu pedido N° ${order.id}</h1>
<p class="muted">Este es el medio de pago de prueba de Vitalia: no se cobra nada ni se piden datos de tarjeta. Elige el resultado que quieres simular.</p>
<table><tbody>${lines}
<tr><td>Subtotal (neto)</td><td>${formatClp(order.subtotalClp)}</td></tr>
<tr><td>IVA 19%</td><td>${formatClp(order.ivaClp)}</td></tr>
<tr class="total"><td>Total</td><td>${formatClp(order.totalClp)}</td></tr></tbody></table>
${recurring}
${open ? `<div class="actions">${action('approve', 'Aprobar pago', 'approve')}${action('reject', 'Rechazar pago', 'reject')}</div>` : `<p class="note">${CHECKOUT_MESSAGES.orderClosed}. <a href="/payment-success?order_id=${order.id}">Ver el estado del pago</a></p>`}
</main></body></html>`);
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/:token/${decision}`,
      { schema: { params: TokenParamsSchema, body: DecisionSchema } },
      async (request, reply) => {
        const { order } = await ownedCheckout(request.params.token, request.user.id);
        const notification = await sandbox.decide(request.params.token, decision === 'approve');
        if (notification)
          await sandbox.deliver(notification, (delivered) =>
            app.paymentSettlement.handleNotification(delivered),
          );
        const settled = await app.ordersRepository.findById(order.id);
        const page = settled?.status === 'rejected' ? '/payment-failure' : '/payment-success';
        return reply.redirect(`${page}?order_id=${order.id}`, 303);
      },
    );
  }
};

export default sandboxCheckoutRoutes;
