import { formatTime } from '@vitalia/shared/dates';
import { unicodePdf } from '../../../lib/pdf-text';
import { formatClp, formatRut } from '@vitalia/shared/commerce-rules';
import { LOCALE, TIME_ZONE } from '@vitalia/shared/constants/app';
import { PROVIDER_LABELS } from '@vitalia/shared/messages/commerce';
import type { BillingIssuer } from '@vitalia/shared/settings';
import type { MailMessage } from '../mail/mailer';
import { mailLayout } from '../mail/mail-layout';
import type { OrderItemRow, OrderRow, PaymentRow } from './orders-repository';

export interface Receipt {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow | null;
  /** Who issues it, from Configuración (issue 48 §2). */
  issuer: BillingIssuer;
}

/** "Webpay, código 1234567": the medium she recognises, then the provider's own reference. */
export function paymentReference(order: OrderRow, payment: PaymentRow | null): string {
  // The admins' label says "Otorgada"; on a receipt the team registered the payment.
  const medium =
    order.provider === 'admin'
      ? 'Registrado por el equipo'
      : (PROVIDER_LABELS[order.provider] ?? order.provider);
  return payment ? `${medium}, código ${payment.providerPaymentId}` : medium;
}

/** The issuer's lines: razón social, RUT, giro and address, as a boleta starts. */
const issuerLines = (issuer: BillingIssuer) => [
  issuer.legal_name,
  `RUT ${issuer.rut} · Giro: ${issuer.business_line}`,
  issuer.address,
];

const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });

export const formatDate = (value: Date) => date.format(value);

/** The receipt's lines as text: used by the e-mail and mirrored by the PDF. */
function receiptLines({ order, items, payment, issuer }: Receipt): string[] {
  return [
    `Emitido por ${issuerLines(issuer).join(' · ')}`,
    ...items.map(
      (item) => `${item.quantity} × ${item.description}: ${formatClp(item.unitPriceClp * item.quantity)}`,
    ),
    `Subtotal (neto): ${formatClp(order.subtotalClp)}`,
    `IVA 19%: ${formatClp(order.ivaClp)}`,
    `Total: ${formatClp(order.totalClp)}`,
    `Pagado con: ${paymentReference(order, payment)}`,
  ];
}

/** An SII document the mail hands over instead of Vitalia's own receipt ("Boleta electrónica", its folio). */
export interface MailedDocument {
  title: string;
  folio: number;
}

export function receiptEmail(
  receipt: Receipt,
  to: string,
  firstName: string,
  receiptUrl: string,
  document?: MailedDocument,
): MailMessage {
  const { order } = receipt;
  const name = document ? `${document.title} N° ${document.folio}` : `Comprobante de pago N° ${order.id}`;
  const isCreditNote = document?.title.startsWith('Nota de crédito');
  const paragraphs = [
    `Hola ${firstName}:`,
    isCreditNote
      ? `Reembolsamos tu compra N° ${order.id}. Esta es la nota de crédito que anula su documento:`
      : order.kind === 'renewal'
        ? `Renovamos tu plan. Este es el ${document ? 'documento' : 'comprobante'} del cargo:`
        : `¡Gracias por tu compra! Este es tu ${document ? 'documento tributario' : 'comprobante'}:`,
    ...(document ? [name] : []),
    ...receiptLines(receipt),
    ...(order.billing?.rut ? [`RUT: ${formatRut(order.billing.rut)}`] : []),
  ];
  const label = `Descargar ${document ? document.title.toLowerCase() : 'comprobante'} (PDF)`;
  return {
    to,
    subject: `${name} · Vitalia`,
    text: `${paragraphs.join('\n')}\n\n${label}: ${receiptUrl}\n`,
    html: mailLayout(document ? name : `Comprobante N° ${order.id}`, paragraphs, { label, url: receiptUrl }),
  };
}

/**
 * A boleta-style receipt: items, net subtotal, IVA 19 %, total, payment id and the buyer's RUT. pdfkit (and
 * its fonts and ciphers) is loaded by the first receipt, not at every start (ADR 0053).
 */
export async function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { order, items, payment, issuer } = receipt;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Comprobante ${order.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Names, addresses and course titles in any script (ADR 0060).
  const { fontFor } = await unicodePdf(doc);
  doc.font(fontFor('regular'));
  doc.fillColor('#134e4a').fontSize(22).text('Vitalia', { continued: false });
  doc.fillColor('#374151').fontSize(10);
  for (const line of issuerLines(issuer)) doc.text(line);
  doc.moveDown();
  doc.fillColor('#111827').fontSize(16).text(`Comprobante de pago N° ${order.id}`);
  doc.fontSize(10).fillColor('#374151');
  const paidAt = order.paidAt ?? order.createdAt;
  doc.text(`Fecha: ${formatDate(paidAt)}, ${formatTime(paidAt)}`);
  doc.text(`Pagado con: ${paymentReference(order, payment)}`);
  if (order.billing) {
    doc.text(`Cliente: ${order.billing.name}`);
    doc.text(`RUT: ${formatRut(order.billing.rut)}`);
    doc.text(`Dirección: ${order.billing.address}, ${order.billing.city}`);
    doc.text(`Email: ${order.billing.email}`);
  }
  doc.moveDown();

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(fontFor(bold ? 'bold' : 'regular')).text(label, left, y, { width: right - left - 120 });
    doc.text(amount, right - 120, y, { width: 120, align: 'right' });
    doc.moveDown(0.4);
  };
  doc.fontSize(11);
  row('Detalle', 'Monto', true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#d1d5db').stroke();
  doc.moveDown(0.4);
  for (const item of items)
    row(`${item.quantity} × ${item.description}`, formatClp(item.unitPriceClp * item.quantity));
  doc.moveTo(left, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.4);
  row('Subtotal (neto)', formatClp(order.subtotalClp));
  row('IVA 19%', formatClp(order.ivaClp));
  row('Total', formatClp(order.totalClp), true);
  doc.moveDown();
  doc
    .font(fontFor('regular'))
    .fontSize(9)
    .fillColor('#6b7280')
    .text(
      order.status === 'refunded'
        ? 'Este pago fue reembolsado.'
        : 'Montos en pesos chilenos (CLP), IVA incluido.',
      left,
    );
  doc.end();
  return done;
}
