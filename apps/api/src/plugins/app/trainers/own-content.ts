import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';

/** The team card of a professional's account: what her own courses, videos and e-books carry. */
export async function ownTrainerCard(app: FastifyInstance, userId: number, noCard: string): Promise<number> {
  const trainer = await app.trainersRepository.findByUser(userId);
  if (!trainer) throw AppError.forbidden(noCard);
  return trainer.id;
}
