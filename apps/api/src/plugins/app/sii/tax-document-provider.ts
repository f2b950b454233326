import type { BillingIssuer } from '@vitalia/shared/settings';

/** The SII's document types Vitalia issues. */
export const DTE_TYPES = { boleta: 39, factura: 33, creditNote: 61 } as const;
export type DteType = (typeof DTE_TYPES)[keyof typeof DTE_TYPES];

/** Who a document is made out to: the buyer of a boleta, the company of a factura. */
export interface TaxDocumentReceiver {
  /** Without dots or hyphen, check digit last ("765432103"). */
  rut: string;
  name: string;
  /** A factura's (and its credit note's) receiver also has these. */
  businessLine?: string;
  address?: string;
  comuna?: string;
}

export interface TaxDocumentRequest {
  dteType: DteType;
  /** Chile's calendar day of issue, YYYY-MM-DD. */
  issuedOn: string;
  issuer: BillingIssuer;
  receiver: TaxDocumentReceiver;
  /** Each line with its IVA included (gross), in whole pesos; never negative. */
  lines: Array<{ name: string; quantity: number; unitPrice: number }>;
  totals: { net: number; iva: number; total: number };
  /** A credit note names the document it cancels. */
  cancels?: { dteType: DteType; folio: number; issuedOn: string; reason: string };
}

export interface IssuedTaxDocument {
  folio: number;
  /** The provider's id of the document. */
  reference: string;
  pdf: Buffer;
}

/**
 * A provider that signs documents with the issuer's certificate, takes folios from its CAF and sends them
 * to the SII (ADR 0093). `idempotencyKey` is ours per document: the provider answers a repeated key with
 * the document it already issued, so a retry after a lost answer never takes a second folio.
 */
export interface TaxDocumentProvider {
  readonly name: 'openfactura';
  issue(request: TaxDocumentRequest, idempotencyKey: string): Promise<IssuedTaxDocument>;
}

/** A provider's refusal or failure, with what it said (never the API key). */
export class TaxDocumentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TaxDocumentProviderError';
  }
}
