import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openFacturaProvider, type OpenFacturaOptions } from './openfactura-provider';
import type { TaxDocumentProvider } from './tax-document-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** OpenFactura when its API key is set; null otherwise, and receipts stay "Comprobante" (ADR 0093). */
    taxDocumentProvider: TaxDocumentProvider | null;
  }
}

export default fp(
  async (app: FastifyInstance, options: { openFactura?: OpenFacturaOptions }) => {
    app.decorate(
      'taxDocumentProvider',
      options.openFactura ? openFacturaProvider(options.openFactura) : null,
    );
  },
  { name: 'tax-document-provider' },
);
