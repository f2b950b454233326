import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WEBPAY_COMMERCE_CODE = '597055555532';
export const FAKE_WEBPAY_API_KEY = 'test-webpay-secret-key';
const API = '/rswebpaytransaction/api/webpay/v1.2/transactions';

export interface FakeWebpayTransaction {
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  /** What the buyer did on Webpay's form; `null` while she is still on it. */
  buyer: 'approved' | 'declined' | null;
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'REVERSED';
  /** What Transbank reports as charged: the order total unless a test tampers with it. */
  charged: number;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An auto-submitting form: how Webpay moves the browser between its pages and the commerce. */
const postPage = (action: string, fields: Record<string, string>, title: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body>
<form id="next" method="post" action="${escape(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('')}<button type="submit">Continuar</button></form>
<script>document.getElementById('next').submit();</script></body></html>`;

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => resolve(raw));
  });

/**
 * A local stand-in for Transbank's documented Webpay Plus REST API v1.2 (create, commit once, status,
 * refund; authenticated by the Tbk-Api-Key-Id / Tbk-Api-Key-Secret headers) and for its payment form, where
 * a browser test pays, declines or cancels and is sent back to the commerce's return address as Webpay
 * does: `token_ws` after paying or declining, `TBK_TOKEN` with the buy order and session when cancelled.
 */
export async function startFakeTransbank() {
  const transactions = new Map<string, FakeWebpayTransaction>();
  const requests: Array<{ method: string; url: string }> = [];
  let down = false;

  const server = http.createServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = request.url ?? '';
      const method = request.method ?? '';
      requests.push({ method, url });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const html = (body: string) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      };

      // The buyer's side: Webpay's form, reached by the commerce's form post of token_ws.
      if (url === '/webpayserver/initTransaction' && method === 'POST') {
        const token = new URLSearchParams(raw).get('token_ws') ?? '';
        const transaction = transactions.get(token);
        if (!transaction) return html('<p>Transacción inválida</p>');
        const choice = (decision: string, label: string) =>
          `<form method="post" action="/webpayserver/decide"><input type="hidden" name="token" value="${token}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
        return html(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Webpay (prueba)</title></head>
<body><main><h1>Webpay · prueba</h1><p>Monto: $${transaction.amount}</p>
${choice('approved', 'Pagar')}${choice('declined', 'Rechazar tarjeta')}${choice('cancel', 'Anular compra y volver al comercio')}
</main></body></html>`);
      }
      if (url === '/webpayserver/decide' && method === 'POST') {
        const form = new URLSearchParams(raw);
        const token = form.get('token') ?? '';
        const transaction = transactions.get(token);
        if (!transaction) return html('<p>Transacción inválida</p>');
        const decision = form.get('decision');
        if (decision === 'cancel')
          return html(
            postPage(
              transaction.return_url,
              {
                TBK_TOKEN: token,
                TBK_ORDEN_COMPRA: transaction.buy_order,
                TBK_ID_SESION: transaction.session_id,
              },
              'Volviendo al comercio',
            ),
          );
        transaction.buyer = decision === 'approved' ? 'approved' : 'declined';
        return html(postPage(transaction.return_url, { token_ws: token }, 'Volviendo al comercio'));
      }

      if (down) return send(503, { error_message: 'Service unavailable' });
      if (
        request.headers['tbk-api-key-id'] !== FAKE_WEBPAY_COMMERCE_CODE ||
        request.headers['tbk-api-key-secret'] !== FAKE_WEBPAY_API_KEY
      )
        return send(401, { error_message: 'Not Authorized' });
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      if (method === 'POST' && url === API) {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0) return send(422, { error_message: 'Invalid amount' });
        const token = crypto.randomBytes(32).toString('hex');
        transactions.set(token, {
          buy_order: String(body.buy_order),
          session_id: String(body.session_id),
          amount,
          return_url: String(body.return_url),
          buyer: null,
          status: 'INITIALIZED',
          charged: amount,
        });
        return send(200, { token, url: `http://${request.headers.host}/webpayserver/initTransaction` });
      }
      const match = /^\/rswebpaytransaction\/api\/webpay\/v1\.2\/transactions\/([^/]+)(\/refunds)?$/.exec(
        url,
      );
      const transaction = match ? transactions.get(match[1] ?? '') : undefined;
      if (!match || !transaction) return send(422, { error_message: 'Invalid value for parameter: token' });
      const answer = () => ({
        vci: 'TSY',
        amount: transaction.charged,
        status: transaction.status,
        buy_order: transaction.buy_order,
        session_id: transaction.session_id,
        card_detail: { card_number: '6623' },
        accounting_date: '1125',
        transaction_date: new Date().toISOString(),
        authorization_code: transaction.status === 'AUTHORIZED' ? '1213' : '000000',
        payment_type_code: 'VN',
        response_code: transaction.status === 'FAILED' ? -1 : 0,
        installments_number: 0,
      });
      if (method === 'PUT' && !match[2]) {
        if (transaction.status !== 'INITIALIZED' || !transaction.buyer)
          return send(422, {
            error_message:
              "Invalid status '2' for transaction while authorizing. Commerce should commit only once.",
          });
        transaction.status = transaction.buyer === 'approved' ? 'AUTHORIZED' : 'FAILED';
        return send(200, answer());
      }
      if (method === 'GET' && !match[2]) return send(200, answer());
      if (method === 'POST' && match[2]) {
        if (transaction.status !== 'AUTHORIZED')
          return send(422, { error_message: 'Transaction not authorized' });
        transaction.status = 'REVERSED';
        return send(200, { type: 'REVERSED' });
      }
      send(404, { error_message: 'unknown endpoint' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    setDown(value: boolean) {
      down = value;
    },
    /** The buyer finishes on Webpay's form (before Webpay sends her back). */
    pay(token: string, outcome: 'approved' | 'declined') {
      const transaction = transactions.get(token);
      if (!transaction) throw new Error('unknown token');
      transaction.buyer = outcome;
    },
    commitsOf(token: string) {
      return requests.filter((entry) => entry.method === 'PUT' && entry.url.endsWith(token)).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
