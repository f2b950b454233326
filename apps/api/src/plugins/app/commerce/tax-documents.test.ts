import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { demoProduct, eventually, signedInAgent } from '../../../../test/factories';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';
import {
  FAKE_OPENFACTURA_API_KEY,
  startFakeOpenFactura,
} from '../../../../../../test-support/fake-openfactura';
import { orders, outboxEmails, taxDocuments } from '../../../db/schema/index';

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeOpenFactura>>;

beforeAll(async () => {
  fake = await startFakeOpenFactura();
  ctx = await buildTestApp({ OPENFACTURA_API_KEY: FAKE_OPENFACTURA_API_KEY, OPENFACTURA_API_URL: fake.url });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const INVOICE = {
  legal_name: 'Bienestar Laboral SpA',
  rut: '76.086.428-5',
  business_line: 'Servicios de bienestar',
  address: 'Av. Apoquindo 4500, piso 3',
  comuna: 'Las Condes',
};

const documentsOf = (orderId: number) =>
  ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
const mailsTo = (to: string) => ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const issuedFor = (orderId: number) =>
  fake.issued.filter((document) => document.idempotencyKey.startsWith(`vitalia-${orderId}-`));

/** An e-book bought and paid through the sandbox: the paid order's id. */
async function buyEbook(agent: TestAgent, billing: Record<string, unknown> = BILLING) {
  const product = await demoProduct(agent, 'ebook');
  expect((await agent.post('/api/cart/add', { product_id: product.id })).statusCode).toBe(200);
  const checkout = await agent.post('/api/cart/checkout', { billing, idempotency_key: idempotencyKey() });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { order_id, init_point } = checkout.json<{ order_id: number; init_point: string }>();
  expect((await answerSandbox(agent, init_point, 'approve')).statusCode).toBe(303);
  return { orderId: order_id, price: product.price };
}

const issuedDocument = async (orderId: number, kind: 'sale' | 'credit_note' = 'sale') => {
  await eventually(
    async () => (await documentsOf(orderId)).some((row) => row.kind === kind && row.status === 'issued'),
    `the ${kind} document of order ${orderId}`,
    15_000,
  );
  return (await documentsOf(orderId)).find((row) => row.kind === kind);
};

describe('SII documents through OpenFactura (issue 48 §2)', () => {
  it('a paid order gets one boleta: folio kept, PDF hers only, mailed instead of the comprobante', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { orderId, price } = await buyEbook(agent);
    const document = await issuedDocument(orderId);
    expect(document).toMatchObject({ dteType: 39, status: 'issued', provider: 'openfactura' });
    const [sent] = issuedFor(orderId);
    expect(issuedFor(orderId)).toHaveLength(1);
    expect(sent?.folio).toBe(document?.folio);
    expect(sent?.dte.Encabezado.Totales.MntTotal).toBe(price);
    expect(sent?.dte.Encabezado.Receptor).toMatchObject({
      RUTRecep: '11111111-1',
      RznSocRecep: BILLING.name,
    });
    expect(sent?.dte.Encabezado.Emisor).toMatchObject({ RUTEmisor: '76543210-3', CmnaOrigen: 'Providencia' });

    const history = await agent.get('/api/payments/me');
    const payment = history.json<{ payments: Array<{ order_id: number; documents: unknown[] }> }>().payments;
    expect(payment.find((row) => row.order_id === orderId)?.documents).toEqual([
      { kind: 'sale', label: 'Boleta electrónica', folio: document?.folio },
    ]);
    const pdf = await agent.get(`/api/payments/${orderId}/document`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(`folio ${document?.folio}`);
    const stranger = (await signedInAgent(ctx.app)).agent;
    expect((await stranger.get(`/api/payments/${orderId}/document`)).statusCode).toBe(404);

    // To the billing address she typed, once, with the folio; no "Comprobante" besides it.
    const mine = async () =>
      (await mailsTo(BILLING.email)).filter(
        (mail) => mail.text.includes(`/api/payments/${orderId}/`) || mail.subject.includes(`N° ${orderId} `),
      );
    await eventually(async () => (await mine()).length > 0, 'the boleta e-mail', 10_000);
    expect((await mine()).map((mail) => mail.subject)).toEqual([
      `Boleta electrónica N° ${document?.folio} · Vitalia`,
    ]);
  });

  it('a factura carries the company she typed, and a bad RUT or a missing giro is refused in Spanish', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const product = await demoProduct(agent, 'ebook');
    await agent.post('/api/cart/add', { product_id: product.id });
    const before = (await ctx.database.db.select().from(orders)).length;
    const badRut = await agent.post('/api/cart/checkout', {
      billing: { ...BILLING, invoice: { ...INVOICE, rut: '76.086.428-4' } },
      idempotency_key: idempotencyKey(),
    });
    expect(badRut.statusCode).toBe(400);
    expect(badRut.body).toContain('RUT de la empresa inválido: revisa el número y el dígito verificador');
    const noGiro = await agent.post('/api/cart/checkout', {
      billing: { ...BILLING, invoice: { ...INVOICE, business_line: ' ' } },
      idempotency_key: idempotencyKey(),
    });
    expect(noGiro.statusCode).toBe(400);
    expect(noGiro.body).toContain('Escribe el giro de la empresa, como figura en el SII');
    expect((await ctx.database.db.select().from(orders)).length).toBe(before);

    const { orderId } = await buyEbook(agent, { ...BILLING, invoice: INVOICE });
    const document = await issuedDocument(orderId);
    expect(document?.dteType).toBe(33);
    expect(issuedFor(orderId)[0]?.dte.Encabezado.Receptor).toMatchObject({
      RUTRecep: '76086428-5',
      RznSocRecep: INVOICE.legal_name,
      GiroRecep: INVOICE.business_line,
      CmnaRecep: INVOICE.comuna,
    });
    // Her next checkout starts from the company too.
    const cart = await agent.get('/api/cart');
    expect(cart.json<{ billing_defaults: { invoice?: unknown } }>().billing_defaults.invoice).toMatchObject({
      rut: '76.086.428-5',
      legal_name: INVOICE.legal_name,
    });
  });

  it('an answer lost after the provider issued (a killed process) gives the same folio on the retry', async () => {
    fake.state.loseNextAnswer = true;
    const { agent } = await signedInAgent(ctx.app);
    const { orderId } = await buyEbook(agent);
    await eventually(async () => issuedFor(orderId).length === 1, 'the provider issued it', 10_000);
    expect((await documentsOf(orderId))[0]?.status).toBe('pending');
    // The queue's retry, run now instead of in a minute; then once more, as a second instance would.
    await ctx.app.taxDocuments.issue(orderId, 'sale');
    const calls = fake.state.calls;
    await ctx.app.taxDocuments.issue(orderId, 'sale');
    expect(fake.state.calls).toBe(calls);
    const [row] = await documentsOf(orderId);
    expect(row).toMatchObject({ status: 'issued', folio: issuedFor(orderId)[0]?.folio });
    expect(issuedFor(orderId)).toHaveLength(1);
  });

  it('while the provider is down the document waits, and she is told so in Spanish', async () => {
    fake.state.failNext = 1;
    const { agent } = await signedInAgent(ctx.app);
    const { orderId } = await buyEbook(agent);
    await eventually(async () => fake.state.failNext === 0, 'the provider was asked', 10_000);
    const waiting = await agent.get(`/api/payments/${orderId}/document`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json<{ message: string }>().message).toBe(
      'Tu documento tributario se está emitiendo. Vuelve a intentarlo en unos minutos.',
    );
    await ctx.app.taxDocuments.issue(orderId, 'sale');
    expect((await agent.get(`/api/payments/${orderId}/document`)).statusCode).toBe(200);
  });

  it('a refund issues a credit note that cancels the boleta', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const { orderId, price } = await buyEbook(agent);
    const sale = await issuedDocument(orderId);
    const admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
    const refund = await admin.post(`/api/admin/payments/${orderId}/refund`, { reason: 'Compra duplicada' });
    expect(refund.statusCode, refund.body).toBe(200);
    const note = await issuedDocument(orderId, 'credit_note');
    expect(note?.dteType).toBe(61);
    const sent = issuedFor(orderId).find((document) => document.dte.Encabezado.IdDoc.TipoDTE === 61);
    expect(sent?.dte.Referencia?.[0]).toMatchObject({ TpoDocRef: 39, FolioRef: sale?.folio, CodRef: 1 });
    expect(sent?.dte.Encabezado.Totales.MntTotal).toBe(price);
    const pdf = await agent.get(`/api/payments/${orderId}/document?tipo=nota-de-credito`);
    expect(pdf.statusCode).toBe(200);
    expect((await agent.get(`/api/payments/${orderId}/document?tipo=otra`)).statusCode).toBe(400);
    // Admin Pagos shows both documents with their folios.
    const listed = (await admin.get('/api/admin/payments'))
      .json<{ payments: Array<{ order_id: number; documents: unknown[] }> }>()
      .payments.find((row) => row.order_id === orderId);
    expect(listed?.documents).toEqual([
      { kind: 'sale', label: 'Boleta electrónica', folio: sale?.folio },
      { kind: 'credit_note', label: 'Nota de crédito electrónica', folio: note?.folio },
    ]);
  });
});
