/**
 * Rules of the professional's practice (issue 45) that both sides read: when a client needs attention, the
 * session-note templates and the measures taken in consultation. Pure data and functions (no zod).
 */

/** No consultation, note or measure with her for this many days: "Necesita atención". */
export const NO_CONTACT_DAYS = 14;
export const CLIENTS_PAGE_SIZE = 20;

export const CLIENT_STATUSES = ['attention', 'ok'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  attention: 'Necesita atención',
  ok: 'Al día',
};

export const ATTENTION_REASONS = [
  'no_contact',
  'missed_not_rebooked',
  'cancelled_not_rebooked',
  'consent_withdrawn',
  'check_in_missed',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];
export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  no_contact: `Sin contacto hace más de ${NO_CONTACT_DAYS} días`,
  missed_not_rebooked: 'No asistió y no ha reagendado',
  cancelled_not_rebooked: 'Canceló y no ha reagendado',
  consent_withdrawn: 'Retiró su consentimiento de datos de salud',
  check_in_missed: 'No respondió su último check-in',
};

export const CLIENT_SORTS = ['next', 'last_contact', 'name'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const CLIENT_SORT_LABELS: Record<ClientSort, string> = {
  next: 'Próxima consulta',
  last_contact: 'Último contacto',
  name: 'Nombre',
};

/** What a client's row says of her, in the order the reasons are read: the first one is shown first. */
export function attentionReasons(client: {
  lastContactAt: Date | null;
  since: Date;
  nextConsultationAt: Date | null;
  lastOutcome: 'completed' | 'no_show' | 'cancelled' | null;
  consentWithdrawn: boolean;
  /** Her last closed check-in went unanswered (issue 46). */
  checkInMissed?: boolean;
  now: number;
}): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const booked = client.nextConsultationAt !== null;
  const quietSince = (client.lastContactAt ?? client.since).getTime();
  if (!booked && client.now - quietSince > NO_CONTACT_DAYS * 86_400_000) reasons.push('no_contact');
  if (!booked && client.lastOutcome === 'no_show') reasons.push('missed_not_rebooked');
  if (!booked && client.lastOutcome === 'cancelled') reasons.push('cancelled_not_rebooked');
  if (client.consentWithdrawn) reasons.push('consent_withdrawn');
  if (client.checkInMissed) reasons.push('check_in_missed');
  return reasons;
}

export const NOTE_TEMPLATES = ['soap', 'free'] as const;
export type NoteTemplate = (typeof NOTE_TEMPLATES)[number];
export const NOTE_TEMPLATE_LABELS: Record<NoteTemplate, string> = {
  soap: 'SOAP',
  free: 'Nota libre',
};
export const SOAP_FIELDS = ['subjective', 'objective', 'assessment', 'plan'] as const;
export type SoapField = (typeof SOAP_FIELDS)[number];
export const SOAP_LABELS: Record<SoapField, string> = {
  subjective: 'Subjetivo',
  objective: 'Objetivo',
  assessment: 'Evaluación',
  plan: 'Plan',
};
export const SOAP_HINTS: Record<SoapField, string> = {
  subjective: 'Lo que cuenta: síntomas, hábitos, cómo se ha sentido.',
  objective: 'Lo observado y medido en la consulta.',
  assessment: 'Tu análisis de la situación.',
  plan: 'Qué harán hasta la próxima consulta.',
};
export const NOTE_FIELD_MAX = 10_000;
export const SUMMARY_MAX = 4_000;

/** Measures taken in consultation, their units and the ranges a real body falls in. */
export const MEASURES = {
  weight_kg: { label: 'Peso', unit: 'kg', min: 2, max: 400 },
  height_cm: { label: 'Estatura', unit: 'cm', min: 40, max: 250 },
  waist_cm: { label: 'Cintura', unit: 'cm', min: 30, max: 250 },
  hip_cm: { label: 'Cadera', unit: 'cm', min: 30, max: 250 },
  body_fat_pct: { label: 'Grasa corporal', unit: '%', min: 2, max: 75 },
  systolic_mmhg: { label: 'Presión sistólica', unit: 'mmHg', min: 60, max: 260 },
  diastolic_mmhg: { label: 'Presión diastólica', unit: 'mmHg', min: 30, max: 160 },
} as const;
export type MeasureKey = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as MeasureKey[];

/** Body-mass index from kilograms and centimetres, to one decimal; null without both. */
export function bodyMassIndex(weightKg: number | null, heightCm: number | null): number | null {
  if (weightKg == null || heightCm == null || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** The WHO adult categories of a BMI. */
export function bmiCategory(bmi: number): string {
  if (bmi < 18.5) return 'Bajo peso';
  if (bmi < 25) return 'Normal';
  if (bmi < 30) return 'Sobrepeso';
  return 'Obesidad';
}

/** A measurement list holds a few years of consultations; more is never one page. */
export const MEASUREMENTS_MAX = 500;

/**
 * What deleting an account does to what she has running (issue 49 §8): said in the dialog before she confirms
 * and in the e-mail after, from this one place.
 */
export const ERASURE_CONSEQUENCES = [
  'Si tienes un plan, se cancela hoy y no se renueva: no se te cobrará de nuevo.',
  'Tus citas agendadas se cancelan y le avisamos a tu profesional.',
  'Tus comprobantes de pago se guardan sin tus datos de contacto, como exige la ley tributaria.',
] as const;

/**
 * What deleting an account keeps (ADR 0073): the clinical record, blocked. Said on the deletion screen, so
 * nobody is told "everything is erased" when the law keeps part of it.
 */
export const CLINICAL_RECORD_KEPT =
  'Si te atendió una profesional, tu ficha clínica (notas y medidas de tus consultas) no se borra: la ley chilena (Ley 20.584) obliga a conservarla 15 años. Queda bloqueada, fuera de tu cuenta y de toda pantalla, y solo se usa si la ley lo exige.';
