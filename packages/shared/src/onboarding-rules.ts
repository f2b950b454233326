/**
 * The intake's choices, the health-data consent text and the getting-started checklist (issue 11).
 * Pure data and functions (no zod), so the server, the web app and unit tests share one definition.
 */
import { formatShortDateTime } from './dates';

export const GOALS = ['bajar_peso', 'mas_energia', 'digestion', 'rendimiento', 'comer_sano', 'otro'] as const;
export type Goal = (typeof GOALS)[number];
export const GOAL_LABELS: Record<Goal, string> = {
  bajar_peso: 'Bajar de peso',
  mas_energia: 'Más energía',
  digestion: 'Mejorar mi digestión',
  rendimiento: 'Rendimiento deportivo',
  comer_sano: 'Comer más sano',
  otro: 'Otro',
};

export const MEALS_PER_DAY = ['1-2', '3', '4-5', '6+'] as const;
export const ACTIVITY_LEVELS = ['sedentaria', 'ligera', 'moderada', 'intensa'] as const;
export const ACTIVITY_LABELS: Record<(typeof ACTIVITY_LEVELS)[number], string> = {
  sedentaria: 'Casi nada de ejercicio',
  ligera: '1 a 2 veces por semana',
  moderada: '3 a 4 veces por semana',
  intensa: '5 o más veces por semana',
};
export const SLEEP_RANGES = ['menos_6', '6_7', '7_8', 'mas_8'] as const;
export const SLEEP_LABELS: Record<(typeof SLEEP_RANGES)[number], string> = {
  menos_6: 'Menos de 6 horas',
  '6_7': 'Entre 6 y 7 horas',
  '7_8': 'Entre 7 y 8 horas',
  mas_8: 'Más de 8 horas',
};
export const DIETS = ['vegetariana', 'vegana', 'sin_gluten', 'sin_lactosa'] as const;
export const DIET_LABELS: Record<(typeof DIETS)[number], string> = {
  vegetariana: 'Vegetariana',
  vegana: 'Vegana',
  sin_gluten: 'Sin gluten',
  sin_lactosa: 'Sin lactosa',
};

/**
 * What a health consent lets Vitalia keep (issue 47, Ley 21.719: consent is given for named purposes). Each
 * consent record stores the uses its text named; a service keeps health data of one use only while an active
 * consent covers it (`consentCovers`).
 */
export const HEALTH_DATA_USES = ['intake', 'check_ins', 'journal', 'progress', 'meal_plans'] as const;
export type HealthDataUse = (typeof HEALTH_DATA_USES)[number];

/** Each use in the member's words, for her profile ("Tu consentimiento no incluye …"). */
export const HEALTH_DATA_USE_LABELS: Record<HealthDataUse, string> = {
  intake: 'tu cuestionario de salud',
  check_ins: 'tus controles semanales',
  journal: 'tu diario de comidas y sus fotos',
  progress: 'tus medidas, metas y fotos de progreso',
  meal_plans: 'los planes de alimentación de tu equipo',
};

/**
 * Ley 21.719 treats health data as sensitive: it is stored only with this explicit, purpose-specific
 * consent. A new wording gets a new version; each consent record keeps the version the member accepted.
 */
export const HEALTH_CONSENT_TEXTS = {
  '2026-11-v1':
    'Acepto que Vitalia guarde mis hábitos, preferencias y restricciones alimentarias y condiciones de ' +
    'salud con un único fin: para que tu equipo adapte tus recomendaciones. Solo mi equipo de Vitalia ' +
    'las verá. Puedo retirar este consentimiento cuando quiera desde Mi Perfil y esos datos se borrarán.',
  // v2 (issue 22): one voice throughout, the member's own ("mi equipo", "mis recomendaciones").
  '2026-11-v2':
    'Acepto que Vitalia guarde mis hábitos, preferencias y restricciones alimentarias y condiciones de ' +
    'salud con un único fin: que mi equipo de Vitalia adapte mis recomendaciones. Solo mi equipo las ' +
    'verá. Puedo retirar este consentimiento cuando quiera desde Mi Perfil y esos datos se borrarán.',
  // v3 (issue 47): names every use, and what a withdrawal erases and what the clinical record keeps.
  '2026-12-v3':
    'Acepto que Vitalia guarde mis datos de salud: mis hábitos, preferencias y restricciones alimentarias ' +
    'y condiciones de salud, mis controles semanales, mi diario de comidas con sus fotos, mis medidas, ' +
    'metas y fotos de progreso, y los planes de alimentación que me prepare mi equipo, con un único fin: ' +
    'que mi equipo de Vitalia me acompañe y adapte mis recomendaciones. Solo mi equipo los verá. Puedo ' +
    'retirar este consentimiento cuando quiera desde Mi Perfil: desde entonces no se guardará nada nuevo, ' +
    'y mis respuestas del cuestionario, mi diario, mis fotos de progreso y las medidas que yo registré se ' +
    'borrarán; lo que mi profesional registró en consulta se conserva como ficha clínica (Ley 20.584).',
} as const;
export type HealthConsentVersion = keyof typeof HEALTH_CONSENT_TEXTS;

/** What each version's text named: the earlier ones, only the intake's answers. */
export const HEALTH_CONSENT_USES: Record<HealthConsentVersion, readonly HealthDataUse[]> = {
  '2026-11-v1': ['intake'],
  '2026-11-v2': ['intake'],
  '2026-12-v3': HEALTH_DATA_USES,
};

/** The wording asked for today; every consent record keeps the version it was given under. */
export const HEALTH_CONSENT = {
  version: '2026-12-v3',
  purpose: 'intake',
  text: HEALTH_CONSENT_TEXTS['2026-12-v3'],
  uses: HEALTH_CONSENT_USES['2026-12-v3'],
} as const;

/** The exact wording of a version this build knows; empty for one it does not. */
export function healthConsentText(version: string): string {
  return Object.hasOwn(HEALTH_CONSENT_TEXTS, version)
    ? HEALTH_CONSENT_TEXTS[version as HealthConsentVersion]
    : '';
}

/** The uses a consent of `uses` leaves out of today's text: what she is asked to accept again. */
export function usesMissing(uses: readonly string[]): HealthDataUse[] {
  return HEALTH_CONSENT.uses.filter((use) => !uses.includes(use));
}

/** How a consent was given or withdrawn: the record says so (Ley 21.719 asks to prove it). */
export const CONSENT_METHODS = ['intake_form', 'profile'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
/** How a consent ended: withdrawn by her, or replaced by her acceptance of a newer text ('renewal'). */
export const CONSENT_END_METHODS = [...CONSENT_METHODS, 'renewal'] as const;
export type ConsentEndMethod = (typeof CONSENT_END_METHODS)[number];

export const CHECKLIST_KEYS = ['profile', 'intake', 'tutorial', 'first_video', 'first_appointment'] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

/** What the server knows about the member when it computes the checklist. */
export interface ChecklistFacts {
  hasPhone: boolean;
  hasAvatar: boolean;
  intakeCompleted: boolean;
  /** Milestones other domains record: 'tutorial', 'first_video', 'first_appointment'. */
  milestones: ReadonlySet<string>;
  /** Sections that exist in this release; the others say "Muy pronto" and cannot be started. */
  available: ReadonlySet<ChecklistKey>;
}

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  description: string;
  href: string;
  done: boolean;
  available: boolean;
}

const ITEMS: Record<ChecklistKey, Omit<ChecklistItem, 'key' | 'done' | 'available'>> = {
  profile: {
    label: 'Completa tu perfil',
    description: 'Agrega tu foto y tu teléfono para que tu equipo te reconozca y pueda contactarte.',
    href: '/profile',
  },
  intake: {
    label: 'Responde tu cuestionario',
    description: 'Cuéntanos qué buscas para que tu equipo adapte tus recomendaciones.',
    href: '/bienvenida',
  },
  tutorial: {
    label: 'Mira el tutorial',
    description: 'Un recorrido corto por todo lo que puedes hacer en Vitalia.',
    href: '/tutorial',
  },
  first_video: {
    label: 'Mira tu primer video',
    description: 'Recetas, rutinas y técnicas para empezar hoy.',
    href: '/videos',
  },
  first_appointment: {
    label: 'Agenda tu primera cita',
    description: 'Elige profesional, día y hora para tu primera consulta.',
    href: '/agenda',
  },
};

/** Asks only for what is missing: a phone given at sign-up is not asked for again. */
function profileStepDescription(facts: ChecklistFacts): string {
  if (facts.hasPhone && !facts.hasAvatar) return 'Agrega tu foto para que tu equipo te reconozca.';
  if (facts.hasAvatar && !facts.hasPhone) return 'Agrega tu teléfono para que tu equipo pueda contactarte.';
  return ITEMS.profile.description;
}

export function checklistOf(facts: ChecklistFacts): ChecklistItem[] {
  const done: Record<ChecklistKey, boolean> = {
    profile: facts.hasPhone && facts.hasAvatar,
    intake: facts.intakeCompleted,
    tutorial: facts.milestones.has('tutorial'),
    first_video: facts.milestones.has('first_video'),
    first_appointment: facts.milestones.has('first_appointment'),
  };
  return CHECKLIST_KEYS.map((key) => ({
    key,
    ...ITEMS[key],
    ...(key === 'profile' ? { description: profileStepDescription(facts) } : {}),
    done: done[key],
    available: facts.available.has(key),
  }));
}

export interface NextStep {
  title: string;
  description: string;
  href: string;
  cta: string;
}

const CTA: Record<ChecklistKey, string> = {
  profile: 'Completar mi perfil',
  intake: 'Responder el cuestionario',
  tutorial: 'Ver el tutorial',
  first_video: 'Ver videos',
  first_appointment: 'Agendar',
};

/** What to suggest first: knowing her goals shapes everything else, so the intake leads. */
const NEXT_STEP_ORDER: readonly ChecklistKey[] = [
  'intake',
  'profile',
  'tutorial',
  'first_video',
  'first_appointment',
];

/** A consultation within this many days is what her home talks about first. */
const CONSULTATION_SOON_DAYS = 7;

/** Her next consultation (if any) and how many she can still book (her plan's this month and bought ones). */
export interface ConsultationFacts {
  next: { title: string; startsAt: string; href: string } | null;
  bookable: number;
}

/**
 * What her calendar and her plan ask of her first (issue 49 §6): a consultation in the coming days (ready
 * for it: "Tu consulta es el jue 3 dic, 15:00"), else a consultation she paid for and has not booked.
 */
export function consultationStep(facts: ConsultationFacts, now: number = Date.now()): NextStep | null {
  const { next, bookable } = facts;
  if (next && Date.parse(next.startsAt) - now <= CONSULTATION_SOON_DAYS * 86_400_000)
    return {
      title: `Tu consulta es el ${formatShortDateTime(next.startsAt)}`,
      description: `${next.title}. Anota tus preguntas; desde Mis Citas entras a la sala o cambias la hora.`,
      href: next.href,
      cta: 'Ver mi cita',
    };
  if (!next && bookable > 0)
    return {
      title: bookable === 1 ? 'Agenda tu consulta incluida' : `Agenda tus ${bookable} consultas`,
      description:
        bookable === 1
          ? 'Tienes una consulta 1:1 lista para agendar con tu equipo.'
          : `Tienes ${bookable} consultas 1:1 listas para agendar con tu equipo.`,
      href: '/agenda',
      cta: 'Agendar',
    };
  return null;
}

/**
 * The most useful thing she can do now: her consultation (`consultationStep`), then a pending first step;
 * else what she left half done (an e-book, a course: `continuation`, the most recent one); else, on the
 * free plan, the plans; else her intake.
 */
export function nextStepOf(
  items: readonly ChecklistItem[],
  plan: 'free' | 'premium' | 'prime',
  continuation: NextStep | null = null,
  consultation: NextStep | null = null,
): NextStep {
  if (consultation) return consultation;
  const pending = NEXT_STEP_ORDER.map((key) => items.find((item) => item.key === key)).find(
    (item) => item !== undefined && item.available && !item.done,
  );
  if (pending)
    return {
      title: pending.label,
      description: pending.description,
      href: pending.href,
      cta: CTA[pending.key],
    };
  if (continuation) return continuation;
  if (plan === 'free')
    return {
      title: 'Conoce los planes',
      description: 'Con Premium accedes a cursos completos, clases en vivo y una consulta al mes.',
      href: '/membership-plans',
      cta: 'Ver planes',
    };
  return {
    title: 'Cuéntanos cómo vas',
    description: 'Actualiza tu cuestionario cuando cambien tus objetivos o tus hábitos.',
    href: '/profile',
    cta: 'Ir a Mi Perfil',
  };
}

/**
 * How far she is: steps done of the steps she can take (issue 22: a section not built yet is shown as
 * "Muy pronto" but does not count against her).
 */
export function checklistProgress(items: readonly ChecklistItem[]): { done: number; total: number } {
  return {
    done: items.filter((item) => item.done).length,
    total: items.filter((item) => item.available || item.done).length,
  };
}

export const progressLabel = (items: readonly ChecklistItem[]) => {
  const { done, total } = checklistProgress(items);
  return `${done} de ${total}`;
};
