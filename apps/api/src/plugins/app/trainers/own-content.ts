import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';

/** The team card of a professional's account: what her own courses, videos and e-books carry. */
export async function ownTrainerCard(app: FastifyInstance, userId: number, noCard: string): Promise<number> {
  const trainer = await app.trainersRepository.findByUser(userId);
  if (!trainer) throw AppError.forbidden(noCard);
  return trainer.id;
}

/** Whether content carrying `trainerId` is the professional `userId`'s own (ADR 0047). */
export async function isOwnContent(
  app: FastifyInstance,
  userId: number,
  trainerId: number | null,
): Promise<boolean> {
  if (trainerId === null) return false;
  return (await app.trainersRepository.findByUser(userId))?.id === trainerId;
}
