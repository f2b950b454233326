import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import type { RouteAccess } from '../../plugins/app/authorization';
import platformRoutes from './platform/index';
import devRoutes from './dev/index';
import authRoutes from './auth/index';
import profileRoutes from './profile/index';
import usersRoutes from './users/index';
import usersOnboardingRoutes from './users/onboarding';
import trainersRoutes from './trainers/index';
import filesRoutes from './files/index';
import dailyMessagesRoutes from './daily-messages/index';
import feedbackRoutes from './feedback/index';
import notificationsRoutes from './notifications/index';
import adminSummaryRoutes from './admin/summary/index';
import adminNotificationsRoutes from './admin/notifications/index';
import adminFeedbackRoutes from './admin/feedback/index';
import plansRoutes from './plans/index';
import publicRoutes from './public/index';
import productsRoutes from './products/index';
import membershipsRoutes from './memberships/index';
import checkoutRoutes from './checkout/index';
import paymentsRoutes from './payments/index';
import webhooksRoutes from './webhooks/index';
import cartRoutes from './cart/index';
import adminPaymentsRoutes from './admin/payments/index';
import adminCouponsRoutes from './admin/coupons/index';
import adminMembershipsRoutes from './admin/memberships/index';
import adminRevenueRoutes from './admin/revenue/index';
import adminUsersRoutes from './admin/users/index';
import adminSettingsRoutes from './admin/settings/index';
import adminTrainersRoutes from './admin/trainers/index';
import adminActivityRoutes from './admin/activity/index';
import adminAnalyticsRoutes from './admin/analytics/index';
import adminDashboardRoutes from './admin/dashboard/index';
import adminStatsRoutes from './admin/stats/index';
import adminJobsRoutes from './admin/jobs/index';
import adminMetricsRoutes from './admin/metrics/index';
import debugRoutes from './debug/index';
import resourcesRoutes from './resources/index';
import downloadsRoutes from './downloads/index';
import adminResourcesRoutes, { resourceEditingRoutes } from './admin/resources/index';
import appointmentsRoutes from './appointments/index';
import agendaRoutes from './agenda/index';
import trainerRoutes from './trainer/index';
import practiceRoutes from './practice/index';
import conversationsRoutes from './conversations/index';
import checkInsRoutes from './check-ins/index';
import trainerCheckInsRoutes from './trainer-check-ins/index';
import savedRepliesRoutes from './trainer-saved-replies/index';
import adminMessageReportsRoutes from './admin/message-reports/index';
import adminCareRelationshipsRoutes from './admin/care-relationships/index';
import adminHolidaysRoutes from './admin/holidays/index';
import adminAppointmentsRoutes from './admin/appointments/index';
import adminAppointmentTypesRoutes from './admin/appointment-types/index';
import adminAvailabilityRoutes from './admin/availability/index';
import webinarsRoutes from './webinars/index';
import calendarFeedRoutes from './calendar-feed/index';
import calendarRoutes from './calendar/index';
import activitiesRoutes from './activities/index';
import appointmentLinksRoutes from './appointment-links/index';
import adminWebinarsRoutes from './admin/webinars/index';
import adminPlanAllowancesRoutes from './admin/plan-allowances/index';
import adminPlanTrialsRoutes from './admin/plan-trials/index';
import videosRoutes from './videos/index';
import premiumVideosRoutes from './premiumvideos/index';
import adminVideosRoutes, { videoEditingRoutes } from './admin/videos/index';
import coursesRoutes from './courses/index';
import certificatesRoutes from './certificates/index';
import adminCoursesRoutes, { courseEditingRoutes } from './admin/courses/index';
import searchRoutes from './search/index';
import foodsRoutes from './foods/index';
import recipesRoutes from './recipes/index';
import adminFoodsRoutes from './admin/foods/index';
import mealPlansRoutes from './meal-plans/index';
import trainerMealPlansRoutes from './trainer-meal-plans/index';
import nutritionNumbersRoutes from './nutrition-numbers/index';
import adminBlockedRecordsRoutes from './admin-blocked-records/index';
import journalRoutes from './journal/index';
import progressRoutes from './progress/index';
import trainerJournalRoutes from './trainer-journal/index';
import trainerProgressRoutes from './trainer-progress/index';

type RouteModule = FastifyPluginAsyncZod<{ config: AppConfig }>;

/**
 * Every /api folder, each at the URL it is named after, with the access its routes get unless a route
 * declares its own (`config.access`). A route in a folder without a default must declare one: start-up
 * fails otherwise, so nothing becomes public by omission.
 */
const FOLDERS: ReadonlyArray<readonly [prefix: string, routes: RouteModule, access?: RouteAccess]> = [
  ['', platformRoutes, 'public'],
  ['/auth', authRoutes],
  ['/profile', profileRoutes, 'signed-in'],
  ['/users', usersRoutes, 'signed-in'],
  ['/users', usersOnboardingRoutes, 'signed-in'],
  ['/trainers', trainersRoutes, 'public'],
  ['/files', filesRoutes],
  ['/daily-messages', dailyMessagesRoutes, { permission: ['read', 'daily-message', 'any'] }],
  ['/feedback', feedbackRoutes, { permission: ['create', 'feedback', 'own'] }],
  ['/notifications', notificationsRoutes],
  ['/plans', plansRoutes, 'public'],
  ['/public', publicRoutes, 'public'],
  ['/products', productsRoutes, 'public'],
  ['/memberships', membershipsRoutes, { permission: ['read', 'membership', 'own'] }],
  ['/checkout', checkoutRoutes, { permission: ['create', 'payment', 'own'] }],
  ['/payments', paymentsRoutes, { permission: ['read', 'payment', 'own'] }],
  ['/webhooks', webhooksRoutes],
  ['/cart', cartRoutes, { permission: ['read', 'cart', 'own'] }],
  ['/resources', resourcesRoutes, { permission: ['read', 'resource', 'any'] }],
  ['/downloads', downloadsRoutes, { permission: ['read', 'resource', 'any'] }],
  ['/videos', videosRoutes, { permission: ['read', 'video', 'any'] }],
  ['/premiumvideos', premiumVideosRoutes, { permission: ['read', 'video', 'any'] }],
  ['/courses', coursesRoutes, { permission: ['read', 'course', 'any'] }],
  ['/certificates', certificatesRoutes, 'public'],
  ['/search', searchRoutes, { permission: ['read', 'course', 'any'] }],
  ['/appointments', appointmentsRoutes, { permission: ['read', 'appointment', 'own'] }],
  ['/conversations', conversationsRoutes, { permission: ['read', 'conversation', 'own'] }],
  ['/check-ins', checkInsRoutes, { permission: ['read', 'check-in', 'own'] }],
  ['/foods', foodsRoutes, { permission: ['read', 'food', 'any'] }],
  ['/recipes', recipesRoutes, { permission: ['read', 'recipe', 'any'] }],
  ['/meal-plans', mealPlansRoutes, 'signed-in'],
  ['/users/me/nutrition-numbers', nutritionNumbersRoutes, 'signed-in'],
  ['/journal', journalRoutes, 'signed-in'],
  ['/progress', progressRoutes, { permission: ['read', 'journal-entry', 'own'] }],
  ['/agenda', agendaRoutes, { permission: ['read', 'appointment', 'own'] }],
  ['/calendar-feed', calendarFeedRoutes, 'signed-in'],
  ['/calendar', calendarRoutes, 'public'],
  ['/appointment-links', appointmentLinksRoutes, 'public'],
  ['/activities', activitiesRoutes, { permission: ['read', 'appointment', 'own'] }],
  ['/webinars', webinarsRoutes, { permission: ['read', 'live-class', 'any'] }],
  ['/trainer', trainerRoutes, { role: ['trainer'] }],
  // Her practice: professionals, and admins who also see clients (through their own team card).
  ['/trainer', practiceRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer', trainerCheckInsRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer', savedRepliesRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer', trainerMealPlansRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer', trainerJournalRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer', trainerProgressRoutes, { role: ['trainer', 'admin'] }],
  ['/trainer/courses', courseEditingRoutes('trainer'), { role: ['trainer'] }],
  ['/trainer/resources', resourceEditingRoutes('trainer'), { role: ['trainer'] }],
  ['/trainer/videos', videoEditingRoutes('trainer'), { role: ['trainer'] }],
  ['/admin/summary', adminSummaryRoutes, { role: ['admin'] }],
  ['/admin/payments', adminPaymentsRoutes, { role: ['admin'] }],
  ['/admin/coupons', adminCouponsRoutes, { role: ['admin'] }],
  ['/admin/memberships', adminMembershipsRoutes, { role: ['admin'] }],
  ['/admin/revenue', adminRevenueRoutes, { role: ['admin'] }],
  ['/admin/notifications', adminNotificationsRoutes, { role: ['admin'] }],
  ['/admin/feedback', adminFeedbackRoutes, { role: ['admin'] }],
  ['/admin/users', adminUsersRoutes, { role: ['admin'] }],
  ['/admin/settings', adminSettingsRoutes, { role: ['admin'] }],
  ['/admin/trainers', adminTrainersRoutes, { role: ['admin'] }],
  ['/admin/activity', adminActivityRoutes, { role: ['admin'] }],
  ['/admin/analytics', adminAnalyticsRoutes, { role: ['admin'] }],
  ['/admin/dashboard', adminDashboardRoutes, { role: ['admin'] }],
  ['/admin/stats', adminStatsRoutes, { role: ['admin'] }],
  ['/admin/metrics', adminMetricsRoutes, { role: ['admin'] }],
  ['/admin/jobs', adminJobsRoutes, { role: ['admin'] }],
  ['/admin/resources', adminResourcesRoutes, { role: ['admin'] }],
  ['/admin/videos', adminVideosRoutes, { role: ['admin'] }],
  ['/admin/courses', adminCoursesRoutes, { role: ['admin'] }],
  ['/admin/appointments', adminAppointmentsRoutes, { role: ['admin'] }],
  ['/admin/appointment-types', adminAppointmentTypesRoutes, { role: ['admin'] }],
  ['/admin/availability', adminAvailabilityRoutes, { role: ['admin'] }],
  ['/admin/webinars', adminWebinarsRoutes, { role: ['admin'] }],
  ['/admin/plan-allowances', adminPlanAllowancesRoutes, { role: ['admin'] }],
  ['/admin/plan-trials', adminPlanTrialsRoutes, { role: ['admin'] }],
  ['/admin/care-relationships', adminCareRelationshipsRoutes, { role: ['admin'] }],
  ['/admin/clinical-records', adminBlockedRecordsRoutes, { role: ['admin'] }],
  ['/admin/holidays', adminHolidaysRoutes, { role: ['admin'] }],
  ['/admin/message-reports', adminMessageReportsRoutes, { role: ['admin'] }],
  ['/admin/foods', adminFoodsRoutes, { role: ['admin'] }],
  ['/debug', debugRoutes, { role: ['admin'] }],
];

function registerFolder(
  app: FastifyInstance,
  prefix: string,
  routes: RouteModule,
  config: AppConfig,
  access?: RouteAccess,
) {
  return app.register(
    async (folder) => {
      folder.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: route.config?.access ?? access };
        const declared = route.config.access;
        if (!declared) throw new Error(`${route.method} ${route.url}: la ruta no declara su acceso`);
        for (const method of [route.method].flat())
          if (method !== 'HEAD') app.routeAccessTable.push({ method, url: route.url, access: declared });
      });
      await folder.register(routes, { config });
    },
    { prefix },
  );
}

const apiRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  for (const [prefix, routes, access] of FOLDERS) await registerFolder(app, prefix, routes, config, access);
  // Outside production only, and never listed with the rest: it shows reset links.
  if (!config.isProduction) await registerFolder(app, '/dev', devRoutes, config, 'public');
};

export default apiRoutes;
