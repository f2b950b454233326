import { linkTokenHash, newLinkToken } from '../../../lib/link-tokens';
import type { FastifyInstance } from 'fastify';
// The min metadata, as registration uses: valid length and prefix for the country.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { formatLongDateTime } from '@vitalia/shared/dates';
import { DEFAULT_TIME_ZONE, type AvailableDaysResponse } from '@vitalia/shared/scheduling';
import {
  EVALUATION_EMAIL_LIMIT,
  EVALUATION_LINK_HOURS,
  EVALUATION_MESSAGES as E,
  EVALUATION_REQUEST_LIMIT,
  type ConfirmedEvaluation,
  type ConfirmEvaluationSchema,
  type EvaluationBookingSchema,
  type EvaluationSlotsResponse,
} from '@vitalia/shared/storefront';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import type { Caller } from '../auth/account-service';
import { trainersFor } from './bookable';
import type { AppointmentTypeRow } from './scheduling-repository';
import { assertOffered } from './slots-service';
import { evaluationConfirmationEmail } from './visitor-evaluation-email';

const presentEvaluation = (type: AppointmentTypeRow) => ({
  type_id: type.id,
  name: type.name,
  description: type.description,
  duration_minutes: type.durationMinutes,
  modality: type.modality,
});

/**
 * The free first evaluation for a visitor (issue 48 §1, ADR 0092). She chooses a time and says who she is;
 * we answer the same sentence whatever the address, and mail it a link. The link is the proof that the
 * address is hers: only then is the account found or made and the time booked, by the members' own booking
 * rules (the database still decides a race for the time).
 */
export function visitorEvaluations(app: FastifyInstance) {
  const repo = app.evaluationRequestsRepository;
  const publicUrl = app.config.PUBLIC_URL;

  /** The evaluation is the first active consultation the Free plan includes. */
  async function evaluationType(): Promise<AppointmentTypeRow> {
    const types = await app.schedulingRepository.activeTypes();
    const type = types.find((row) => row.requiredPlan === 'free');
    if (!type) throw AppError.notFound(E.noEvaluation);
    return type;
  }

  return {
    async slots(query: { date: string; tz: string }): Promise<EvaluationSlotsResponse> {
      const type = await evaluationType();
      const [answer, team] = await Promise.all([
        app.appointmentSlots.availableSlots({ ...query, type_id: type.id }),
        app.schedulingRepository.bookableTrainers(),
      ]);
      const withTimes = new Set(answer.slots.map((slot) => slot.trainer_id));
      const professionals = team
        .filter((trainer) => withTimes.has(trainer.id))
        .map((trainer) => ({ id: trainer.id, name: trainer.name }));
      return { ...answer, evaluation: presentEvaluation(type), professionals };
    },

    async days(query: { month: string; tz: string }): Promise<AvailableDaysResponse> {
      const type = await evaluationType();
      return app.appointmentSlots.availableDays({ ...query, type_id: type.id });
    },

    /** Her request: checked, kept with its mail in one transaction, answered the same for every address. */
    async request(input: z.output<typeof EvaluationBookingSchema>, caller: Caller): Promise<string> {
      await app.rateLimiter.consume(`evaluation-ip:${caller.ip}`, EVALUATION_REQUEST_LIMIT, E.tooMany);
      await app.rateLimiter.consume(
        `evaluation-email:${input.email}`,
        EVALUATION_EMAIL_LIMIT,
        E.tooManyForAddress,
      );
      if (!isValidPhoneNumber(input.phone, 'CL'))
        throw AppError.badRequest(REGISTER_ERRORS.phoneInvalid, { phone: REGISTER_ERRORS.phoneInvalid });
      const type = await evaluationType();
      const [trainer] = await trainersFor(app, input.trainer_id, type.id);
      if (!trainer) throw AppError.notFound();
      const startsAt = new Date(input.starts_at);
      await assertOffered(app, trainer, type, startsAt, Date.now());
      const token = newLinkToken();
      await app.db.transaction(async (tx) => {
        await repo.replacePending(
          {
            tokenHash: linkTokenHash(token),
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            phone: input.phone,
            trainerId: trainer.id,
            typeId: type.id,
            startsAt,
            expiresAt: new Date(Date.now() + EVALUATION_LINK_HOURS * 3_600_000),
          },
          tx,
        );
        const mail = evaluationConfirmationEmail({
          to: input.email,
          firstName: input.first_name,
          startsAt,
          timeZone: trainer.timeZone,
          professional: trainer.name,
          consultation: type.name,
          link: `${publicUrl}/reservar/confirmar?t=${encodeURIComponent(token)}`,
        });
        await app.mailer.enqueue(mail, 'evaluation-request', { tx });
      });
      return E.checkYourMail(input.email);
    },

    /** The hourly sweep (evaluation-request-sweep.ts): expired requests and what their visitors typed go. */
    pruneExpired: (now = new Date()) => repo.deleteExpired(now),

    /**
     * Her link, pressed: the account found or made, then the booking. Pressed twice, or again after a lost
     * answer, it is the same booking (the booking's key is the request and its time). Her time taken in
     * the meantime: a 409, and she may send another time with the same link.
     */
    async confirm(input: z.output<typeof ConfirmEvaluationSchema>): Promise<ConfirmedEvaluation> {
      const request = await repo.findByToken(linkTokenHash(input.token));
      if (!request) throw AppError.notFound(E.linkInvalid);
      const type = await evaluationType();
      if (type.id !== request.typeId) throw AppError.notFound(E.linkInvalid);
      const user = await app.accountService.memberForConfirmedAddress(request);
      if (user.role !== 'member') throw AppError.conflict(E.staffAccount);
      if (user.status === 'suspended') throw AppError.forbidden(E.suspendedAccount);

      const earlier = await repo.upcomingOfType(user.id, type.id);
      if (earlier && earlier.id !== request.appointmentId)
        throw AppError.conflict(E.alreadyBooked(formatLongDateTime(earlier.startsAt, DEFAULT_TIME_ZONE)));
      // Once booked, the link answers that booking: another time in the body does not book a second one.
      const again = request.appointmentId !== null;
      const startsAt = again ? request.startsAt : new Date(input.starts_at ?? request.startsAt);
      const trainerId = again ? request.trainerId : (input.trainer_id ?? request.trainerId);
      const { appointment } = await app.appointmentBooking.book(user, {
        trainer_id: trainerId,
        type_id: type.id,
        starts_at: startsAt.toISOString(),
        idempotency_key: `evaluation-${request.id}-${startsAt.getTime()}-${trainerId}`,
      });
      await repo.markConfirmed(request.id, appointment.id, { trainerId, startsAt });
      return {
        success: true,
        message: E.confirmed,
        appointment: {
          starts_at: appointment.starts_at,
          ends_at: appointment.ends_at,
          professional: appointment.trainer.name,
          consultation: appointment.type.name,
          modality: appointment.type.modality,
        },
        password_token: await app.accountService.firstPasswordToken(user),
      };
    },
  };
}

export type VisitorEvaluations = ReturnType<typeof visitorEvaluations>;

declare module 'fastify' {
  interface FastifyInstance {
    visitorEvaluations: VisitorEvaluations;
  }
}

export default domainPlugin('visitorEvaluations', visitorEvaluations, [
  'evaluation-requests-repository',
  'scheduling-repository',
  'appointment-slots',
  'appointment-booking',
  'account-service',
  'rate-limiter',
  'mailer',
]);
