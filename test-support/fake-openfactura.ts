import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_OPENFACTURA_API_KEY = 'test-openfactura-api-key';

/** A DTE as the fake received it (the fields the tests look at). */
export interface FakeDte {
  Encabezado: {
    IdDoc: { TipoDTE: number; FchEmis: string };
    Emisor: Record<string, unknown>;
    Receptor: Record<string, unknown>;
    Totales: { MntNeto: number; IVA: number; MntTotal: number };
  };
  Detalle: Array<{ NmbItem: string; QtyItem: number; PrcItem: number; MontoItem: number }>;
  Referencia?: Array<{ TpoDocRef: number; FolioRef: number; CodRef: number }>;
}

export interface FakeIssued {
  folio: number;
  token: string;
  idempotencyKey: string;
  dte: FakeDte;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => resolve(raw));
  });

/** The SII's RUT check (modulo 11), on "76543210-3". */
function validRut(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{1,8}-[\dK]$/.test(value)) return false;
  const [body = '', digit] = value.split('-');
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return (rest === 11 ? '0' : rest === 10 ? 'K' : String(rest)) === digit;
}

/** What OpenFactura would refuse in a DTE, as its `details` list. */
function problemsOf(dte: FakeDte): string[] {
  const problems: string[] = [];
  const { IdDoc, Emisor, Receptor, Totales } = dte.Encabezado;
  if (![33, 39, 61].includes(IdDoc.TipoDTE)) problems.push('TipoDTE no autorizado');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(IdDoc.FchEmis)) problems.push('FchEmis inválida');
  if (!validRut(Emisor.RUTEmisor)) problems.push('RUTEmisor inválido');
  if (!validRut(Receptor.RUTRecep)) problems.push('RUTRecep inválido');
  if (IdDoc.TipoDTE !== 39 && (!Receptor.GiroRecep || !Receptor.DirRecep || !Receptor.CmnaRecep))
    problems.push('GiroRecep, DirRecep y CmnaRecep son obligatorios');
  const lines = dte.Detalle.reduce((sum, line) => sum + line.MontoItem, 0);
  if (dte.Detalle.some((line) => line.MontoItem < 0 || line.MontoItem !== line.QtyItem * line.PrcItem))
    problems.push('MontoItem inválido');
  if (lines !== Totales.MntTotal) problems.push('MntTotal no cuadra con el detalle');
  if (Totales.MntNeto + Totales.IVA !== Totales.MntTotal) problems.push('MntNeto + IVA distinto de MntTotal');
  if (IdDoc.TipoDTE === 61 && !dte.Referencia?.[0]?.FolioRef) problems.push('Referencia obligatoria');
  return problems;
}

/** A one-page PDF naming the document, as the provider's printed version would. */
const pdfOf = (type: number, folio: number) =>
  Buffer.from(`%PDF-1.4\n% DTE ${type} folio ${folio}\n%%EOF\n`).toString('base64');

/**
 * A local stand-in for OpenFactura's documented `POST /v2/dte/document` (the `apikey` header, the DTE in
 * JSON, `response: ['FOLIO', 'PDF']`, errors as `{ error: { message, details } }`) with its
 * `Idempotency-Key`: the same key answers the document it already issued. Folios are counted per type, as a
 * CAF hands them out. `loseNextAnswer` issues the document and then drops the connection (a process killed
 * before it heard the answer); `failNext` answers 503 without issuing.
 */
export async function startFakeOpenFactura() {
  const issued: FakeIssued[] = [];
  const byKey = new Map<string, FakeIssued>();
  const nextFolio = new Map<number, number>();
  /** `answerDelayMs`: the document is issued at once and answered this much later (a slow provider). */
  const state = { loseNextAnswer: false, failNext: 0, calls: 0, answerDelayMs: 0 };

  const server = http.createServer((request, response) => {
    void readBody(request).then((raw) => {
      state.calls += 1;
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v2/dte/document')
        return send(404, { error: { message: 'Not found' } });
      if (request.headers.apikey !== FAKE_OPENFACTURA_API_KEY)
        return send(401, { error: { message: 'apikey inválida' } });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return send(503, { error: { message: 'Servicio no disponible' } });
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const body = JSON.parse(raw) as { response?: string[]; dte: FakeDte };
      let document = key ? byKey.get(key) : undefined;
      if (!document) {
        const problems = problemsOf(body.dte);
        if (problems.length > 0)
          return send(400, {
            error: {
              message: 'Documento inválido',
              code: 'OF-08',
              details: problems.map((issue) => ({ issue })),
            },
          });
        const type = body.dte.Encabezado.IdDoc.TipoDTE;
        const folio = nextFolio.get(type) ?? 1001;
        nextFolio.set(type, folio + 1);
        document = { folio, token: `tok-${type}-${folio}`, idempotencyKey: key, dte: body.dte };
        issued.push(document);
        if (key) byKey.set(key, document);
      }
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        return response.socket?.destroy();
      }
      const answer = document;
      const reply = () =>
        send(200, {
          TOKEN: answer.token,
          FOLIO: answer.folio,
          PDF: pdfOf(answer.dte.Encabezado.IdDoc.TipoDTE, answer.folio),
        });
      if (state.answerDelayMs > 0) return void setTimeout(reply, state.answerDelayMs);
      return reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    issued,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
