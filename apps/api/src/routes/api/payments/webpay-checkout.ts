import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { WEBPAY_RETURN_LIMIT } from '@vitalia/shared/constants/limits';
import { CHECKOUT_MESSAGES } from '@vitalia/shared/messages/commerce';
import { AppError } from '../../../lib/app-error';
import { isWebpayToken } from '../../../plugins/app/commerce/cart-checkout-service';
import { ProviderUnavailableError } from '../../../plugins/app/payments/payment-provider';
import { orderIdOfBuyOrder } from '../../../plugins/app/payments/webpay-provider';
import { escapeHtml } from '../../../plugins/app/mail/mail-layout';

const tags = ['pagos'];
const Token = z.string().regex(/^[A-Za-z0-9]{16,64}$/);
/**
 * What Webpay sends back (REST API v1.2): `token_ws` after a payment (approved or not); `TBK_TOKEN` with
 * the buy order and session when she cancelled on the form; only the buy order and session when the form
 * timed out. Anything else is ignored rather than refused: the buyer still lands on a page that explains.
 */
const ReturnSchema = z.object({
  token_ws: Token.optional().catch(undefined),
  TBK_TOKEN: Token.optional().catch(undefined),
  TBK_ORDEN_COMPRA: z.string().max(26).optional().catch(undefined),
  TBK_ID_SESION: z.string().max(61).optional().catch(undefined),
});

// The one script of the hand-off page submits its form; the policy names it by its hash.
const AUTO_SUBMIT = 'document.getElementById("webpay").submit();';
const AUTO_SUBMIT_HASH = crypto.createHash('sha256').update(AUTO_SUBMIT).digest('base64');

/** The order a failed or abandoned return is about, when the buy order names one of ours. */
function orderIdOf(buyOrder: string | undefined): number | null {
  const id = Number(orderIdOfBuyOrder(buyOrder ?? ''));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Webpay Plus (ADR 0045): the page that hands the buyer to Webpay (its documented hand-off is a form
 * post of `token_ws`), and the address Webpay sends her back to, where the transaction is committed.
 */
const webpayCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const webpay = app.webpayProvider;
  if (!webpay) return;
  const formOrigin = new URL(webpay.formUrl).origin;

  app.get('/pay/:id', { schema: { tags, params: IdParamsSchema } }, async (request, reply) => {
    const order = await app.ordersRepository.findOwned(request.params.id, request.user.id);
    if (!order || order.provider !== 'webpay') throw AppError.notFound(CHECKOUT_MESSAGES.orderNotFound);
    if (order.status !== 'pending' || !isWebpayToken(order.providerReference))
      return reply.redirect(`/payment-success?order_id=${order.id}`, 303);
    const policy = [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `script-src 'sha256-${AUTO_SUBMIT_HASH}'`,
      `form-action ${formOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');
    return reply.type('text/html; charset=utf-8').header('content-security-policy', policy)
      .send(`<!doctype html>
<html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago con Webpay · Vitalia</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f4;color:#1f2937}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(15,118,110,.12);text-align:center}
h1{font-size:21px;margin:0 0 8px;color:#134e4a}p{line-height:1.5}.muted{color:#4b5563;font-size:14px}
button{width:100%;font:inherit;font-weight:600;padding:12px;border-radius:10px;border:0;cursor:pointer;background:#0f766e;color:#fff;margin-top:12px}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main>
<h1>Te llevamos a Webpay</h1>
<p>Pedido N° ${order.id} · Total ${formatClp(order.totalClp)}</p>
<p class="muted">Pagas con tu tarjeta de crédito o débito en el sitio seguro de Transbank. Si no avanzas solo, usa el botón.</p>
<form id="webpay" method="post" action="${escapeHtml(webpay.formUrl)}">
<input type="hidden" name="token_ws" value="${escapeHtml(order.providerReference)}">
<button type="submit">Ir a pagar con Webpay</button>
</form>
<script>${AUTO_SUBMIT}</script>
</main></body></html>`);
  });

  // The buyer's browser brings Webpay's answer, as a GET or a form post: no session or CSRF token is
  // needed (the post comes from Transbank's site), since only what Transbank confirms for the token is
  // acted on, and a payment only ever opens the order of the member who placed it.
  const handleReturn = async (request: FastifyRequest, fields: z.infer<typeof ReturnSchema>) => {
    const token = fields.token_ws;
    if (token && !fields.TBK_TOKEN) {
      // Anyone may post a token here, and each one costs two calls to Transbank: bounded per address.
      await app.rateLimiter.consume(
        `webpay-return:${request.ip}`,
        WEBPAY_RETURN_LIMIT,
        CHECKOUT_MESSAGES.tooManyCheckouts,
      );
      let order;
      try {
        const { orderId } = await app.paymentSettlement.settleWebpayReturn(token);
        order = orderId ? await app.ordersRepository.findById(orderId) : null;
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // Transbank did not answer: her order stays pending and its status page asks again.
        request.log.warn({ err: error }, 'webpay return not confirmed');
        order = await app.ordersRepository.findByReference('webpay', token);
      }
      if (!order) return '/payment-failure';
      const page = order.status === 'rejected' ? '/payment-failure' : '/payment-success';
      return `${page}?order_id=${order.id}`;
    }
    const orderId = orderIdOf(fields.TBK_ORDEN_COMPRA);
    const reason = fields.TBK_TOKEN ? 'cancelado' : 'tiempo';
    return orderId ? `/payment-failure?order_id=${orderId}&motivo=${reason}` : '/payment-failure';
  };
  const returnOptions = { config: { access: 'public' as const, skipCsrfCookie: true }, schema: { tags } };
  app.get(
    '/return',
    { ...returnOptions, schema: { tags, querystring: ReturnSchema } },
    async (request, reply) => reply.redirect(await handleReturn(request, request.query), 303),
  );
  app.post('/return', { ...returnOptions, schema: { tags, body: ReturnSchema } }, async (request, reply) =>
    reply.redirect(await handleReturn(request, request.body), 303),
  );
};

export default webpayCheckoutRoutes;
