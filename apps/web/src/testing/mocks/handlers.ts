import { http, HttpResponse } from 'msw';
import { MessageResponseSchema } from '@vitalia/shared/api';
import {
  AuthResponseSchema,
  ChangePasswordSchema,
  MeResponseSchema,
  RegisterSchema,
  UsernameCheckSchema,
} from '@vitalia/shared/auth';
import { PublicConfigSchema } from '@vitalia/shared/config';
import { CHANGE_PASSWORD, LOGIN_ERRORS } from '@vitalia/shared/messages/auth';
import { NotificationListSchema, NotificationSchema } from '@vitalia/shared/notifications';
import {
  OwnSessionsSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  StatsSchema,
} from '@vitalia/shared/profile';
import {
  MemberPaymentsResponseSchema,
  MembershipStatusSchema,
  PlansResponseSchema,
} from '@vitalia/shared/commerce';
import { buildUser, db } from './db';
import { reply, unauthorized, validationError } from './respond';
import { onboardingHandlers } from './onboarding-handlers';
import { schedulingHandlers } from './scheduling-handlers';
import { videosHandlers } from './videos-handlers';
import { PublicSettingsSchema } from '@vitalia/shared/settings';

/** The signed-in member's password in the mock API. */
export const MOCK_PASSWORD = 'Vitalia2026';

const list = () => ({
  notifications: db.notifications,
  unread: db.notifications.filter((n) => !n.is_read).length,
});

export const MOCK_PLANS = [
  ['free', 'Free', 0, 0],
  ['premium', 'Premium', 19_990, 199_900],
  ['prime', 'Prime', 34_990, 349_900],
] as const;

/** A mock of the API for component tests: every answer through respond.ts, every request body parsed with the schema the server validates with. */
export const handlers = [
  ...schedulingHandlers,
  ...onboardingHandlers,
  ...videosHandlers,
  http.get('/api/plans', () =>
    reply(PlansResponseSchema, {
      success: true,
      plans: MOCK_PLANS.map(([code, name, monthly, yearly]) => ({
        code,
        name,
        description: `Plan ${name}`,
        features: [`Beneficio ${name}`],
        benefits: [{ label: `Beneficio ${name}`, href: '/membership-plans' }],
        monthly_price: monthly,
        yearly_price: yearly,
        currency: 'CLP' as const,
        trial_days: code === 'premium' ? 7 : 0,
      })),
    }),
  ),
  http.get('/api/membership/status', () => {
    if (!db.user) return unauthorized();
    const paid = db.user.plan_type !== 'free';
    return reply(MembershipStatusSchema, {
      success: true,
      has_membership: paid,
      plan_type: db.user.plan_type,
      plan_name:
        db.user.plan_type === 'prime' ? 'Prime' : db.user.plan_type === 'premium' ? 'Premium' : 'Free',
      status: 'active',
      billing_interval: paid ? 'month' : null,
      current_period_start: paid ? '2026-11-01T12:00:00.000Z' : null,
      current_period_end: paid ? '2026-12-01T12:00:00.000Z' : null,
      cancel_at_period_end: false,
      will_renew: paid,
      scheduled_plan_type: null,
      can_reactivate: false,
      renews_with_link: false,
      trial_ends_at: null,
      trial_available: !paid,
    });
  }),
  http.get('/api/payments/me', () =>
    db.user ? reply(MemberPaymentsResponseSchema, { success: true, payments: [] }) : unauthorized(),
  ),

  http.get('/api/config', () => reply(PublicConfigSchema, { googleClientId: null, environment: 'test' })),
  http.get('/api/settings/public', () =>
    reply(PublicSettingsSchema, {
      platform_name: 'Vitalia',
      contact_email: 'hola@vitalia.cl',
      contact_whatsapp: '',
      support_hours: 'de lunes a viernes, de 9:00 a 18:00',
      maintenance_banner: '',
      feedback_prompt_day: 4,
    }),
  ),

  http.get('/api/auth/me', () =>
    db.user
      ? reply(MeResponseSchema, { auth: true, user: db.user })
      : reply(MeResponseSchema, { auth: false, user: null }),
  ),

  http.post('/api/auth/register', async ({ request }) => {
    const parsed = RegisterSchema.safeParse(await request.json());
    if (!parsed.success) return validationError(parsed.error);
    if (db.registeredEmails.has(parsed.data.email))
      return HttpResponse.json(
        {
          success: false,
          message: LOGIN_ERRORS.emailTaken,
          code: 'CONFLICT',
          errors: { email: LOGIN_ERRORS.emailTaken },
        },
        { status: 409 },
      );
    db.user = buildUser({
      email: parsed.data.email,
      first_name: parsed.data.first_name,
      last_name: parsed.data.last_name,
      phone: parsed.data.phone,
    });
    return reply(
      AuthResponseSchema,
      { success: true, user: db.user, message: 'Cuenta creada con éxito' },
      { status: 201 },
    );
  }),

  http.get('/api/auth/check-username/:username', () =>
    reply(UsernameCheckSchema, { success: true, available: true, message: 'Nombre de usuario disponible' }),
  ),

  http.get('/api/profile', () =>
    db.user
      ? reply(ProfileResponseSchema, { success: true, user: db.user, profile_visible: true })
      : unauthorized(),
  ),

  http.put('/api/profile', async ({ request }) => {
    if (!db.user) return unauthorized();
    const parsed = ProfileUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return validationError(parsed.error);
    const { first_name, last_name, phone, username } = parsed.data;
    db.user = buildUser({
      ...db.user,
      first_name,
      last_name,
      phone,
      username,
      display_name: `${first_name} ${last_name}`,
      profile: { full_name: `${first_name} ${last_name}` },
    });
    return reply(ProfileResponseSchema, { success: true, user: db.user, profile_visible: true });
  }),

  http.get('/api/profile/stats', () =>
    db.user
      ? reply(StatsSchema, {
          member_since_days: 52,
          plan_type: db.user.plan_type,
          notifications_total: db.notifications.length,
          notifications_unread: list().unread,
          feedback_sent: 0,
          active_sessions: 1,
        })
      : unauthorized(),
  ),

  http.get('/api/users/me/sessions', () =>
    db.user
      ? reply(OwnSessionsSchema, {
          success: true,
          sessions: [
            {
              ref: '0123456789abcdef',
              device: 'Chrome en Android',
              ip: '190.100.1.1',
              started_at: '2026-11-20T12:00:00.000Z',
              expires_at: '2026-12-20T12:00:00.000Z',
              last_used_at: '2026-11-22T09:30:00.000Z',
              current: true,
            },
          ],
        })
      : unauthorized(),
  ),

  http.get('/api/notifications', () => (db.user ? reply(NotificationListSchema, list()) : unauthorized())),

  http.put('/api/notifications/mark-all-read', () => {
    const updated = list().unread;
    db.notifications = db.notifications.map((n) => ({ ...n, is_read: true }));
    return HttpResponse.json({ success: true, updated, unread: 0 });
  }),

  http.put('/api/notifications/:id/read', ({ params }) => {
    const target = db.notifications.find((n) => n.id === Number(params.id));
    if (!target)
      return HttpResponse.json({ success: false, message: 'Notificación no encontrada' }, { status: 404 });
    target.is_read = true;
    return reply(NotificationSchema, target);
  }),

  http.delete('/api/notifications/:id', ({ params }) => {
    db.notifications = db.notifications.filter((n) => n.id !== Number(params.id));
    return HttpResponse.json({ success: true });
  }),

  http.post('/api/auth/change-password', async ({ request }) => {
    if (!db.user) return unauthorized();
    const parsed = ChangePasswordSchema.safeParse(await request.json());
    if (!parsed.success) return validationError(parsed.error);
    if (parsed.data.current_password !== MOCK_PASSWORD)
      return HttpResponse.json(
        {
          success: false,
          message: CHANGE_PASSWORD.wrongCurrent,
          code: 'VALIDATION_ERROR',
          errors: { current_password: CHANGE_PASSWORD.wrongCurrent },
        },
        { status: 400 },
      );
    return reply(MessageResponseSchema, { success: true, message: CHANGE_PASSWORD.done });
  }),

  http.post('/api/auth/logout', () => {
    db.user = null;
    return reply(MessageResponseSchema, { success: true, message: 'Sesión cerrada' });
  }),
];
