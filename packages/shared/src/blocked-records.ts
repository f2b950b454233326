import { z } from 'zod';
import { visible } from './api';
import { MeasurementSchema, NoteSchema } from './practice';

/**
 * Blocked clinical records (ADR 0073): kept by Ley 20.584 after a member deleted her account, readable only by
 * an admin who states the legal reason, every reading audited with it.
 */
export const BLOCKED_RECORD_MESSAGES = {
  queryTooShort: 'Escribe al menos 3 letras del nombre o del correo.',
  reasonRequired:
    'Indica el motivo legal de la lectura (por ejemplo, una solicitud de un tribunal o de la propia persona), con al menos 20 caracteres.',
  reasonTooLong: 'El motivo puede tener hasta 500 caracteres.',
  basisRequired: 'Elige la base legal de la lectura.',
  notFound: 'No encontramos esa ficha bloqueada.',
} as const;
const M = BLOCKED_RECORD_MESSAGES;

/** Why an admin may open a blocked record: what Ley 20.584 art. 13 allows, and the person's own request. */
export const LEGAL_BASES = {
  titular: 'Solicitud de la persona titular o su representante',
  tribunal: 'Requerimiento de un tribunal o del Ministerio Público',
  superintendencia: 'Fiscalización de la Superintendencia de Salud',
  continuidad: 'Continuidad de la atención con su autorización escrita',
} as const;
export type LegalBasis = keyof typeof LEGAL_BASES;

export const BlockedRecordsQuerySchema = z.object({
  q: z.string({ error: M.queryTooShort }).trim().min(3, M.queryTooShort).max(120, M.queryTooShort),
});

export const BlockedRecordSummarySchema = z.object({
  id: z.number().int(),
  subject_name: z.string(),
  /** Masked ("jo***@gmail.com"): enough to tell two namesakes apart before the reasoned reading. */
  subject_email: z.string(),
  blocked_at: z.string().nullable(),
  retain_until: z.string(),
});
export type BlockedRecordSummary = z.infer<typeof BlockedRecordSummarySchema>;
export const BlockedRecordsResponseSchema = z.object({
  success: z.boolean(),
  records: z.array(BlockedRecordSummarySchema),
});
export type BlockedRecordsResponse = z.infer<typeof BlockedRecordsResponseSchema>;

/** POST /api/admin/clinical-records/{id}/readings: the basis and the reason, written before anything shows. */
export const BlockedRecordReadingSchema = z.strictObject({
  basis: z.enum(Object.keys(LEGAL_BASES) as [LegalBasis, ...LegalBasis[]], { error: M.basisRequired }),
  reason: visible(
    z.string({ error: M.reasonRequired }).trim().min(20, M.reasonRequired).max(500, M.reasonTooLong),
  ),
});
export type BlockedRecordReadingInput = z.input<typeof BlockedRecordReadingSchema>;

export const BlockedRecordSchema = BlockedRecordSummarySchema.extend({
  subject_email: z.string(),
  notes: z.array(NoteSchema),
  measurements: z.array(MeasurementSchema),
});
export type BlockedRecord = z.infer<typeof BlockedRecordSchema>;
export const BlockedRecordResponseSchema = z.object({ success: z.boolean(), record: BlockedRecordSchema });
export type BlockedRecordResponse = z.infer<typeof BlockedRecordResponseSchema>;
