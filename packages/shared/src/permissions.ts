import { planIncludes, type PlanType } from './plans';

/**
 * Who may do what (docs/decisions/0009-permissions-rbac.md): roles × actions × entities × own|any, and plan
 * entitlements, as data. The server enforces this table; the web app reads the same table only to hide
 * what the server would refuse. Pure data (no zod), so any chunk of the web app may import it.
 */
export const ROLES = ['member', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Miembro',
  trainer: 'Profesional',
  admin: 'Administración',
};

export const ACTIONS = ['read', 'create', 'update', 'delete', 'send', 'refund', 'grant'] as const;
export type Action = (typeof ACTIONS)[number];

/** Today's entities and the ones the roadmap brings (DESIGN "Roadmap"), so they plug in without reshaping. */
export const ENTITIES = [
  'user',
  'session',
  'notification',
  'feedback',
  'trainer',
  'trainer-profile',
  'daily-message',
  'analytics',
  'outbox',
  'course',
  'video',
  'resource',
  'live-class',
  'appointment',
  'membership',
  'payment',
  'cart',
  'settings',
  'audit-log',
  /** The member's intake and health-data consent (issue 11). */
  'intake',
  /** A member in a professional's care (issue 45 §2). */
  'care-relationship',
  /**
   * What professionals write and measure in consultation (issue 45 §3, ADR 0073). `own`: the member is in
   * the caller's care now; her owners are the accounts of her care team.
   */
  'clinical-record',
  /**
   * A thread between a member and a professional in her care (issue 46). `own`: the caller is one of its
   * two participants; its owners are the member and the account of the professional's team card.
   */
  'conversation',
  /** A check-in given to a member (issue 46). `own`: she is the member who answers it. */
  'check-in',
  /** The foods table (issue 47): everyone reads it; admins import it. */
  'food',
  /** A recipe (issue 47). `own`: it carries the caller's team card; members read published ones. */
  'recipe',
  /**
   * What she keeps of her own health between visits (issue 47): a meal in her food journal, a measurement
   * she took. `own`: she wrote it. Her professionals read and comment through the clinical record (her
   * care), never through this entity.
   */
  'journal-entry',
] as const;
export type Entity = (typeof ENTITIES)[number];

export type Ownership = 'own' | 'any';
export type Permission = `${Action}:${Entity}:${Ownership}`;

const MEMBER: readonly Permission[] = [
  'read:user:own',
  'update:user:own',
  'delete:user:own',
  'read:session:own',
  'delete:session:own',
  'read:notification:own',
  'update:notification:own',
  'delete:notification:own',
  /** Asking for a notice about oneself (SPEC's client-driven welcome): the server decides what is sent. */
  'send:notification:own',
  'create:feedback:own',
  'read:trainer:any',
  'read:daily-message:any',
  'read:course:any',
  'read:video:any',
  'read:resource:any',
  'read:live-class:any',
  'create:appointment:own',
  'read:appointment:own',
  'delete:appointment:own',
  'read:membership:own',
  'update:membership:own',
  'read:payment:own',
  'create:payment:own',
  'read:cart:own',
  'update:cart:own',
  'read:intake:own',
  'update:intake:own',
  'delete:intake:own',
  'read:conversation:own',
  'create:conversation:own',
  'update:conversation:own',
  'read:check-in:own',
  'update:check-in:own',
  'read:food:any',
  'read:recipe:any',
  'read:journal-entry:own',
  'create:journal-entry:own',
  'update:journal-entry:own',
  'delete:journal-entry:own',
];

/** A trainer is a member who also runs their own professional profile, classes and appointments. */
const TRAINER: readonly Permission[] = [
  ...MEMBER,
  'read:trainer-profile:own',
  'update:trainer-profile:own',
  'create:live-class:own',
  'update:live-class:own',
  'delete:live-class:own',
  'update:appointment:own',
  /** Her own courses, videos and e-books: those carrying her team card (ADR 0047; issue 44 §2). */
  'create:course:own',
  'update:course:own',
  'create:video:own',
  'update:video:own',
  'create:resource:own',
  'update:resource:own',
  /** The chart of a member in her care, and only while she is (ADR 0075). */
  'read:clinical-record:own',
  'create:clinical-record:own',
  'update:clinical-record:own',
  /** Her own recipes, for her clients' plans (issue 47). */
  'create:recipe:own',
  'update:recipe:own',
];

/**
 * Admins may do every action on every entity, on anyone's records, except the clinical record and the
 * conversations: an admin reads and writes those only as a professional does, for members in her own care
 * (ADR 0075; issue 46).
 */
const STAFF_ONLY_THROUGH_CARE: ReadonlySet<Entity> = new Set<Entity>([
  'clinical-record',
  'conversation',
  'check-in',
  'journal-entry',
]);
const ADMIN: readonly Permission[] = [
  ...ENTITIES.filter((entity) => !STAFF_ONLY_THROUGH_CARE.has(entity)).flatMap((entity) =>
    ACTIONS.map((action): Permission => `${action}:${entity}:any`),
  ),
  'read:clinical-record:own',
  'create:clinical-record:own',
  'update:clinical-record:own',
  'read:conversation:own',
  'create:conversation:own',
  'update:conversation:own',
  'read:check-in:own',
  'update:check-in:own',
  'read:journal-entry:own',
  'create:journal-entry:own',
  'update:journal-entry:own',
  'delete:journal-entry:own',
];

export const POLICIES: Record<Role, ReadonlySet<Permission>> = {
  member: new Set(MEMBER),
  trainer: new Set(TRAINER),
  admin: new Set(ADMIN),
};

/** `any` includes `own`: whoever may update any user may update their own. */
export function can(role: Role, action: Action, entity: Entity, ownership: Ownership): boolean {
  const granted = POLICIES[role];
  return (
    granted.has(`${action}:${entity}:any`) || (ownership === 'own' && granted.has(`${action}:${entity}:own`))
  );
}

/** What each plan unlocks. Content domains mark an item with one of these keys. */
export const ENTITLEMENTS = {
  'premium-video': 'premium',
  'premium-course': 'premium',
  'premium-resource': 'premium',
  'live-class': 'premium',
  consultation: 'prime',
} as const satisfies Record<string, PlanType>;
export type Entitlement = keyof typeof ENTITLEMENTS;

/** Staff (admins) see everything; members by their plan. */
export function isEntitled(viewer: { role: Role; plan: PlanType }, entitlement: Entitlement): boolean {
  return viewer.role === 'admin' || planIncludes(viewer.plan, ENTITLEMENTS[entitlement]);
}

export function hasPlan(viewer: { role: Role; plan: PlanType }, required: PlanType): boolean {
  return viewer.role === 'admin' || planIncludes(viewer.plan, required);
}
