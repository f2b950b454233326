import { z } from 'zod';
import {
  DTE_TYPES,
  TaxDocumentProviderError,
  type TaxDocumentProvider,
  type TaxDocumentRequest,
} from './tax-document-provider';

export interface OpenFacturaOptions {
  apiKey: string;
  /** https://api.haulmer.com in production, https://dev-api.haulmer.com for its test environment. */
  apiUrl: string;
  timeoutMs?: number;
}

/** What OpenFactura answers when asked for `response: ['FOLIO', 'PDF']`. */
const IssuedSchema = z.object({
  TOKEN: z.string().min(1),
  FOLIO: z.coerce.number().int().positive(),
  PDF: z.string().min(1),
});
const ErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.string().optional(),
    details: z.array(z.object({ field: z.string().optional(), issue: z.string().optional() })).optional(),
  }),
});

/** "765432103" → "76543210-3", as the SII's documents write a RUT. */
const siiRut = (rut: string) => `${rut.slice(0, -1)}-${rut.slice(-1)}`;
/** The SII's text fields have fixed widths; a longer name is cut, never refused. */
const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** The DTE in OpenFactura's JSON (the SII's XML element names). */
export function openFacturaDte(request: TaxDocumentRequest) {
  const { issuer, receiver } = request;
  const isBoleta = request.dteType === DTE_TYPES.boleta;
  const emisor = isBoleta
    ? {
        RUTEmisor: siiRut(issuer.rut.replace(/[.\s-]/g, '')),
        RznSocEmisor: cut(issuer.legal_name, 100),
        GiroEmisor: cut(issuer.business_line, 80),
        DirOrigen: cut(issuer.address, 70),
        CmnaOrigen: cut(issuer.comuna, 20),
      }
    : {
        RUTEmisor: siiRut(issuer.rut.replace(/[.\s-]/g, '')),
        RznSoc: cut(issuer.legal_name, 100),
        GiroEmis: cut(issuer.business_line, 80),
        Acteco: Number(issuer.activity_code),
        DirOrigen: cut(issuer.address, 70),
        CmnaOrigen: cut(issuer.comuna, 20),
      };
  const receptor = {
    RUTRecep: siiRut(receiver.rut),
    RznSocRecep: cut(receiver.name, 100),
    ...(receiver.businessLine ? { GiroRecep: cut(receiver.businessLine, 40) } : {}),
    ...(receiver.address ? { DirRecep: cut(receiver.address, 70) } : {}),
    ...(receiver.comuna ? { CmnaRecep: cut(receiver.comuna, 20) } : {}),
  };
  return {
    Encabezado: {
      // A boleta of services (IndServicio 3); a factura's lines are written with IVA included (IndMntBruto).
      IdDoc: isBoleta
        ? { TipoDTE: request.dteType, Folio: 0, FchEmis: request.issuedOn, IndServicio: 3 }
        : { TipoDTE: request.dteType, Folio: 0, FchEmis: request.issuedOn, MntBruto: 1 },
      Emisor: emisor,
      Receptor: receptor,
      Totales: {
        MntNeto: request.totals.net,
        TasaIVA: '19',
        IVA: request.totals.iva,
        MntTotal: request.totals.total,
      },
    },
    Detalle: request.lines.map((line, index) => ({
      NroLinDet: index + 1,
      NmbItem: cut(line.name, 80),
      QtyItem: line.quantity,
      PrcItem: line.unitPrice,
      MontoItem: line.unitPrice * line.quantity,
    })),
    ...(request.cancels
      ? {
          Referencia: [
            {
              NroLinRef: 1,
              TpoDocRef: request.cancels.dteType,
              FolioRef: request.cancels.folio,
              FchRef: request.cancels.issuedOn,
              // 1: anula el documento de referencia.
              CodRef: 1,
              RazonRef: cut(request.cancels.reason, 90),
            },
          ],
        }
      : {}),
  };
}

/**
 * OpenFactura (Haulmer)'s documented REST API: `POST /v2/dte/document` with the `apikey` header, the DTE in
 * JSON and the parts wanted back; its `Idempotency-Key` header makes a repeated call answer the document
 * already issued. The certificate, the CAF folios and the sending to the SII are OpenFactura's.
 */
export function openFacturaProvider(options: OpenFacturaOptions): TaxDocumentProvider {
  const endpoint = new URL('/v2/dte/document', options.apiUrl).toString();
  return {
    name: 'openfactura',
    async issue(request, idempotencyKey) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            apikey: options.apiKey,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({ response: ['FOLIO', 'PDF'], dte: openFacturaDte(request) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        throw new TaxDocumentProviderError(`OpenFactura no respondió: ${(error as Error).message}`, 0);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const said = ErrorSchema.safeParse(body);
        const details = said.success
          ? [said.data.error.message, ...(said.data.error.details ?? []).map((detail) => detail.issue)]
              .filter(Boolean)
              .join('; ')
          : '';
        throw new TaxDocumentProviderError(
          `OpenFactura respondió ${response.status}${details ? `: ${details}` : ''}`,
          response.status,
        );
      }
      const issued = IssuedSchema.safeParse(body);
      if (!issued.success)
        throw new TaxDocumentProviderError('OpenFactura respondió sin folio o sin PDF', response.status);
      return {
        folio: issued.data.FOLIO,
        reference: issued.data.TOKEN,
        pdf: Buffer.from(issued.data.PDF, 'base64'),
      };
    },
  };
}
