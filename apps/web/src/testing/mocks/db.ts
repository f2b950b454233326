import type { Notification } from '@vitalia/shared/notifications';
import type { IntakeInput } from '@vitalia/shared/onboarding';
import { UserSchema, type User } from '@vitalia/shared/user';

/** The mock API's state for one test: who is signed in and what they have. Reset before every test. */
export interface MockDb {
  user: User | null;
  notifications: Notification[];
  registeredEmails: Set<string>;
  /** Scheduling: her consultations left this month, and the slots someone else has taken meanwhile. */
  scheduling: { remaining: number; takenMeanwhile: Set<number> };
  /** Onboarding: the intake as the server last accepted it, and whether she skipped it. */
  intake: { saved: IntakeInput | null; skipped: boolean };
  /** Videos: what the catalogue was last asked for, and whether the next answer fails. */
  videos: { lastQuery: URLSearchParams | null; failing: boolean };
}

const emptyState = () => ({
  scheduling: { remaining: 1, takenMeanwhile: new Set<number>() },
  intake: { saved: null, skipped: false },
  videos: { lastQuery: null, failing: false },
});

export const db: MockDb = {
  user: null,
  notifications: [],
  registeredEmails: new Set(),
  ...emptyState(),
};

export function resetDb(): void {
  db.user = null;
  db.notifications = [];
  db.registeredEmails = new Set();
  Object.assign(db, emptyState());
}

let nextId = 1000;

/** A member as the API returns it, checked against the shared contract so the mock cannot drift from it. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  const first = overrides.first_name ?? 'Camila';
  const last = overrides.last_name ?? 'Rojas';
  return UserSchema.parse({
    id,
    username: 'camila.rojas',
    email: 'camila@example.cl',
    first_name: first,
    last_name: last,
    display_name: `${first} ${last}`,
    phone: '+56912345678',
    avatar_url: null,
    is_admin: false,
    isAdmin: false,
    role: 'user',
    is_trainer: false,
    account_role: 'member',
    has_password: true,
    profile_image_path: String(id),
    plan_type: 'free',
    profile: { full_name: `${first} ${last}` },
    created_at: '2026-10-01T12:00:00.000Z',
    ...overrides,
  });
}

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Aviso ${id}`,
    message: 'Tienes novedades en Vitalia',
    is_read: false,
    created_at: '2026-11-20T15:00:00.000Z',
    subject: null,
    action_url: null,
    ...overrides,
  };
}
