// What each plan gives (issue 42 §11): the one list the plans page, the checkout summary and the seed read,
// built from the same order of plans as every lock (`planIncludes`). A line names only what exists, and
// links to where it lives; something sold that the product lacks can be claimed back (Ley del Consumidor).
import { hasPlan, type Role } from './permissions';
import { PLAN_LABELS, PLAN_RANK, PLAN_TYPES, type PlanType } from './plans';

export interface PlanBenefit {
  label: string;
  /** Where the member finds it in the app. */
  href: string;
}

/** Each benefit from the first plan that opens it; higher plans hold it too ("Todo lo de …"). */
const BENEFITS: { from: PlanType; benefit: PlanBenefit }[] = [
  { from: 'free', benefit: { label: 'Videos gratuitos', href: '/videos' } },
  { from: 'free', benefit: { label: 'Cursos gratuitos', href: '/cursos' } },
  { from: 'free', benefit: { label: 'E-books gratuitos', href: '/biblioteca' } },
  { from: 'free', benefit: { label: 'Clases en vivo abiertas a todos', href: '/classes' } },
  { from: 'premium', benefit: { label: 'Cursos premium', href: '/cursos' } },
  { from: 'premium', benefit: { label: 'Videos premium', href: '/videos/premium' } },
  { from: 'premium', benefit: { label: 'Biblioteca completa', href: '/biblioteca' } },
  { from: 'premium', benefit: { label: 'Clases en vivo del plan Premium', href: '/classes' } },
  { from: 'prime', benefit: { label: 'Todas las clases en vivo', href: '/classes' } },
  {
    from: 'prime',
    benefit: { label: 'Tu plan de alimentación semanal, con lista de compras', href: '/plan-alimentacion' },
  },
];

/** The first plan whose members read the meal plans their nutritionist publishes (issue 47). */
export const MEAL_PLANS_FROM: PlanType = 'prime';

/**
 * Whether a member reads the meal plan her professional published for her: it is part of Prime, or of a
 * consultation she paid for (a consultation pack: "armamos juntas tu plan de alimentación"). The same
 * entitlement table as every other lock: her plan includes it, or a purchase opened it.
 */
export function mayReadMealPlan(member: { role: Role; plan: PlanType; paidConsultation: boolean }): boolean {
  return hasPlan({ role: member.role, plan: member.plan }, MEAL_PLANS_FROM) || member.paidConsultation;
}

/** "1 consulta 1:1 al mes" for a plan that includes consultations, booked at /agenda. */
const consultations = (count: number): PlanBenefit => ({
  label: count === 1 ? '1 consulta 1:1 al mes' : `${count} consultas 1:1 al mes`,
  href: '/agenda',
});

/**
 * The lines of a plan's card: "Todo lo de {plan anterior}" first on paid plans, then what it adds, then its
 * monthly consultations (from the plan's own row, the number booking counts against).
 */
export function planBenefits(plan: PlanType, consultationsPerMonth: number): PlanBenefit[] {
  const rank = PLAN_RANK[plan];
  const previous = PLAN_TYPES.find((candidate) => PLAN_RANK[candidate] === rank - 1);
  return [
    ...(previous ? [{ label: `Todo lo de ${PLAN_LABELS[previous]}`, href: '/membership-plans' }] : []),
    ...BENEFITS.filter((entry) => entry.from === plan).map((entry) => entry.benefit),
    ...(consultationsPerMonth > 0 ? [consultations(consultationsPerMonth)] : []),
  ];
}
