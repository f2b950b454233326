import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';

/** The team card of a professional's account: what her own courses, videos and e-books carry. */
export async function ownTrainerCard(app: FastifyInstance, userId: number, noCard: string): Promise<number> {
  const trainer = await app.trainersRepository.findByUser(userId);
  if (!trainer) throw AppError.forbidden(noCard);
  return trainer.id;
}

/**
 * The account behind a team card: whom the policy table's `:own` rules compare with the caller. A row
 * with no card, or a card gone, has no owner (only admins may act on it).
 */
export async function accountOfTrainer(
  app: FastifyInstance,
  trainerId: number | null,
): Promise<number | null> {
  if (trainerId === null) return null;
  return (await app.trainersRepository.findById(trainerId))?.userId ?? null;
}
