import type { FastifyRequest } from 'fastify';
import { HomeResponseSchema, IntakeResponseSchema } from '@vitalia/shared/onboarding';
import { UserSchema } from '@vitalia/shared/user';
import { presentUser } from '../users/user-presenter';

/**
 * What a member's /home is drawn from when the API serves it (ADR 0036): exactly the answers of
 * GET /api/auth/me, /api/users/me/home and /api/users/me/intake for this session, through their response
 * schemas (nothing more leaves than those calls would send). Null for no session or a staff account,
 * whose /home has no personal strip: that page is served as built.
 */
export async function memberHomeData(request: FastifyRequest) {
  const session = await request.session();
  if (!session || session.user.role !== 'member') return null;
  const user = UserSchema.parse(presentUser(session.user));
  const onboarding = request.server.onboardingService;
  const [home, intake] = await Promise.all([
    onboarding.home(session.user),
    onboarding.intakeOf(session.user.id),
  ]);
  return { user, home: HomeResponseSchema.parse(home), intake: IntakeResponseSchema.parse(intake) };
}
