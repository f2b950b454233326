import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageResponseSchema } from '@vitalia/shared/api';
import {
  HomeResponseSchema,
  IntakeInputSchema,
  IntakeResponseSchema,
  MilestoneParamsSchema,
  IntakeSavedResponseSchema,
} from '@vitalia/shared/onboarding';
import { ONBOARDING_MESSAGES } from '@vitalia/shared/messages/onboarding';
import { actorOf } from '../../../lib/audit-actor';

const tags = ['cuestionario'];
const own = (action: 'read' | 'update' | 'delete') => ({
  access: { permission: [action, 'intake', 'own'] as const },
});

/**
 * /api/users/me/intake, /me/home and /{id}/intake (issue 11): the intake, its health-data consent, and the
 * member's personal home. The member is always the session's; only the coach's read takes an id.
 */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const onboarding = app.onboardingService;

  app.get(
    '/me/intake',
    { schema: { tags, response: { 200: IntakeResponseSchema } }, config: own('read') },
    async (request) => onboarding.intakeOf(request.user.id),
  );

  app.put(
    '/me/intake',
    {
      schema: {
        tags,
        body: IntakeInputSchema,
        response: { 200: IntakeSavedResponseSchema },
      },
      config: own('update'),
    },
    async (request) => {
      const { healthStored } = await onboarding.saveIntake(request.user.id, request.body, 'intake_form');
      const state = await onboarding.intakeOf(request.user.id);
      return {
        ...state,
        message: healthStored ? ONBOARDING_MESSAGES.saved : ONBOARDING_MESSAGES.savedGoalsOnly,
      };
    },
  );

  app.post(
    '/me/intake/skip',
    { schema: { tags, response: { 200: MessageResponseSchema } }, config: own('update') },
    async (request) => {
      await onboarding.skipIntake(request.user.id);
      return { success: true, message: ONBOARDING_MESSAGES.skipped };
    },
  );

  // "Aceptar el consentimiento actualizado": today's text, from Mi Perfil, without answering the intake again.
  app.put(
    '/me/intake/consent',
    { schema: { tags, response: { 200: MessageResponseSchema } }, config: own('update') },
    async (request) => {
      await onboarding.acceptConsent(request.user.id, 'profile');
      return { success: true, message: ONBOARDING_MESSAGES.consentAccepted };
    },
  );

  // "Retirar consentimiento": the withdrawal is recorded and her health data erased at once (ADR 0088).
  app.delete(
    '/me/intake/consent',
    { schema: { tags, response: { 200: MessageResponseSchema } }, config: own('delete') },
    async (request) => {
      await onboarding.withdrawConsent(request.user.id, 'profile');
      return { success: true, message: ONBOARDING_MESSAGES.consentWithdrawn };
    },
  );

  app.get(
    '/me/home',
    { schema: { tags, response: { 200: HomeResponseSchema } }, config: own('read') },
    async (request) => onboarding.home(request.user),
  );

  // Only the tutorial is the member's to mark; the other steps are recorded by the domains that see them.
  app.put(
    '/me/milestones/:key',
    {
      schema: { tags, params: MilestoneParamsSchema, response: { 200: MessageResponseSchema } },
      config: own('update'),
    },
    async (request) => {
      await onboarding.reachMilestone(request.user.id, request.params.key);
      return { success: true, message: ONBOARDING_MESSAGES.milestone };
    },
  );

  // The coach's view for the member page. Someone else's intake is a 404 to a member; an admin's read of
  // health data is itself written to the audit log.
  app.get(
    '/:id/intake',
    {
      schema: { tags, params: IdParamsSchema, response: { 200: IntakeResponseSchema } },
      config: { access: { permission: ['read', 'intake', 'own'], ownerParam: 'id', hideOthers: true } },
    },
    async (request) => onboarding.intakeReadBy(actorOf(request), request.params.id),
  );
};

export default onboardingRoutes;
