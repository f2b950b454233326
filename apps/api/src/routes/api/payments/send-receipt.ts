import type { FastifyReply } from 'fastify';

/** A receipt PDF as a download: the member's own (/payments/receipts) and the admin's (/admin/payments). */
export function sendReceipt(reply: FastifyReply, orderId: number, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="comprobante-vitalia-${orderId}.pdf"`)
    .send(pdf);
}
