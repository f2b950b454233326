import type { AuditEntry } from '@vitalia/shared/admin-users';
import { USER_STATUS_LABELS } from '@vitalia/shared/admin-users';
import { AUDIT_ACTION_LABELS } from '@vitalia/shared/messages/admin';
import { MEMBERSHIP_STATUS_LABELS } from '@vitalia/shared/messages/commerce';
import { PLAN_LABELS, type PlanType } from '@vitalia/shared/plans';
import { SETTING_LABELS, type SettingKey } from '@vitalia/shared/settings';
import { ROLE_LABELS } from '@vitalia/shared/permissions';
import { formatShortDateTime } from '@vitalia/shared/dates';
import { formatClp } from '@vitalia/shared/commerce-rules';
import { formatBytes } from '@/utils/format';

type Change = Record<string, unknown>;

/** The words an admin reads for a field an audit entry records (issue 22: no raw keys on screen). */
const FIELD_LABELS: Record<string, string> = {
  email: 'Correo',
  first_name: 'Nombre',
  last_name: 'Apellido',
  phone: 'Teléfono',
  username: 'Usuario',
  role: 'Rol',
  status: 'Estado',
  plan_type: 'Plan',
  months: 'Meses',
  reason: 'Motivo',
  handled: 'Atendida',
  title: 'Título',
  recipients: 'Personas',
  is_featured_trainer: 'Profesional destacada',
  created_at: 'Creada el',
  size: 'Tamaño',
  size_bytes: 'Tamaño',
  amount: 'Monto',
  queue: 'Cola',
  category: 'Categoría',
  embed_url: 'Video',
  required_plan: 'Plan requerido',
  starts_at: 'Empieza',
  ends_at: 'Termina',
  duration_minutes: 'Duración (min)',
  capacity: 'Cupos',
  description: 'Descripción',
  name: 'Nombre',
  sessions: 'Sesiones',
  members: 'Personas avisadas',
  price_clp: 'Precio',
  is_active: 'Activo',
};

/** What a status word says in Spanish, for the content states audit entries record. */
const CONTENT_STATUS_LABELS: Record<string, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  archived: 'Archivado',
  scheduled: 'Programada',
  cancelled: 'Cancelada',
  confirmed: 'Confirmada',
  completed: 'Realizada',
  no_show: 'No asistió',
};

/** An instant as an ISO string ("2026-12-02T22:00:00Z"): shown as people read it, in Chile's time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const SIZE_KEYS = new Set(['size', 'size_bytes', 'file_size']);

const asObject = (value: unknown): Change =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Change) : {};
const isPlan = (value: unknown): value is PlanType => typeof value === 'string' && value in PLAN_LABELS;

/** A value in Spanish: plans, roles and states by their labels, yes/no, lists by their size. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (SIZE_KEYS.has(key) && typeof value === 'number') return formatBytes(value);
  if (key === 'price_clp' && typeof value === 'number') return formatClp(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatShortDateTime(value);
  if (key === 'required_plan' && isPlan(value)) return PLAN_LABELS[value];
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'elemento' : 'elementos'}`;
  if (key === 'plan_type' && isPlan(value)) return PLAN_LABELS[value];
  if (key === 'role' && typeof value === 'string' && value in ROLE_LABELS)
    return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  if (key === 'status' && typeof value === 'string') {
    if (value in USER_STATUS_LABELS) return USER_STATUS_LABELS[value as keyof typeof USER_STATUS_LABELS];
    if (value in MEMBERSHIP_STATUS_LABELS)
      return MEMBERSHIP_STATUS_LABELS[value as keyof typeof MEMBERSHIP_STATUS_LABELS];
    if (value in CONTENT_STATUS_LABELS) return CONTENT_STATUS_LABELS[value] ?? value;
  }
  if (typeof value === 'object') return '(cambiado)';
  return String(value);
}

/** "Nombre: Ana · Rol: Administradora": the fields of a before or after, each in Spanish. */
export function describeChange(change: unknown): string {
  return Object.entries(asObject(change))
    .map(([key, value]) => {
      if (key in SETTING_LABELS) return `${SETTING_LABELS[key as SettingKey]}: ${valueText(key, value)}`;
      return `${FIELD_LABELS[key] ?? key.replaceAll('_', ' ')}: ${valueText(key, value)}`;
    })
    .join(' · ');
}

/**
 * One sentence for what an admin did, in Spanish: "Otorgó Prime por 1 mes: beca de estudio". Actions with
 * no sentence of their own read as their label; the before → after detail stays for those.
 */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): {
  sentence: string;
  detailed: boolean;
} {
  const after = asObject(entry.after);
  const before = asObject(entry.before);
  const reason = typeof after.reason === 'string' && after.reason ? `: ${after.reason}` : '';
  switch (entry.action) {
    case 'membership.grant': {
      const months = Number(after.months);
      const plan = isPlan(after.plan_type) ? PLAN_LABELS[after.plan_type] : 'un plan';
      const span = Number.isFinite(months) ? ` por ${months} ${months === 1 ? 'mes' : 'meses'}` : '';
      return { sentence: `Otorgó ${plan}${span}${reason}`, detailed: true };
    }
    case 'membership.revoke': {
      const plan = isPlan(before.plan_type) ? ` ${PLAN_LABELS[before.plan_type]}` : '';
      return { sentence: `Revocó el plan${plan}${reason}`, detailed: true };
    }
    case 'payment.refund':
      return { sentence: `Reembolsó un pago${reason}`, detailed: true };
    case 'feedback.handle':
      return {
        sentence: after.handled
          ? 'Marcó una valoración como atendida'
          : 'Volvió a dejar pendiente una valoración',
        detailed: true,
      };
    case 'notification.send': {
      const recipients = Number(after.recipients);
      const title = typeof after.title === 'string' ? ` «${after.title}»` : '';
      const count = Number.isFinite(recipients)
        ? ` a ${recipients} ${recipients === 1 ? 'persona' : 'personas'}`
        : '';
      return { sentence: `Envió la notificación${title}${count}`, detailed: true };
    }
    case 'class.create': {
      const sessions = Number(after.sessions);
      const when =
        typeof after.starts_at === 'string' ? ` para el ${formatShortDateTime(after.starts_at)}` : '';
      const series = Number.isFinite(sessions) && sessions > 1 ? ` (${sessions} sesiones)` : '';
      return { sentence: `Creó la clase${titled(after)}${when}${series}`, detailed: true };
    }
    case 'class.cancel': {
      const members = Number(after.members);
      const told = Number.isFinite(members) && members > 0 ? ` y avisó a ${people(members)}` : '';
      return { sentence: `Canceló una clase en vivo${told}${reason}`, detailed: true };
    }
    case 'resource.create':
      if (!titled(after)) break;
      return { sentence: `Creó el e-book${titled(after)}`, detailed: true };
    case 'resource.file':
      return {
        sentence: `Subió el PDF de un e-book${typeof after.size === 'number' ? ` (${formatBytes(after.size)})` : ''}`,
        detailed: true,
      };
    case 'appointment-type.create':
      if (!named(after)) break;
      return { sentence: `Creó el tipo de consulta${named(after)}`, detailed: true };
  }
  return { sentence: AUDIT_ACTION_LABELS[entry.action] ?? 'Hizo un cambio', detailed: false };
}

/** " «Taller de cocina»" from an entry's title, or nothing. */
const titled = (change: Change) =>
  typeof change.title === 'string' && change.title ? ` «${change.title}»` : '';
const named = (change: Change) => (typeof change.name === 'string' && change.name ? ` «${change.name}»` : '');
const people = (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`;

/**
 * The entry as one sentence with who did it: "Andrea Pizarro creó la clase «Taller…» para el mié 2 dic, 19:00".
 * An actor whose account is gone reads as her e-mail (the audit keeps it).
 */
export function auditLine(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after' | 'actor_name' | 'actor_email'>,
) {
  const { sentence, detailed } = auditSentence(entry);
  const who = entry.actor_name ?? entry.actor_email;
  return { sentence: `${who} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`, detailed };
}
