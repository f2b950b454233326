import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES as M } from '@vitalia/shared/messages/scheduling';
import { AppError } from '../../../lib/app-error';
import type { AppointmentTypeRow, TrainerRow } from './scheduling-repository';

/**
 * The bookable professionals (one, when asked for), and with a type only those who offer it (issue 45 §6):
 * a professional asked for by id who does not offer it is a 404 saying so.
 */
export async function trainersFor(
  app: FastifyInstance,
  trainerId?: number,
  typeId?: number,
): Promise<TrainerRow[]> {
  const repo = app.schedulingRepository;
  const [bookable, services] = await Promise.all([repo.bookableTrainers(), repo.servicesOf()]);
  const offers = (trainer: TrainerRow) =>
    typeId === undefined || (services.get(trainer.id)?.includes(typeId) ?? true);
  if (trainerId === undefined) return bookable.filter(offers);
  const trainer = bookable.find((row) => row.id === trainerId);
  if (!trainer) throw AppError.notFound(M.trainerNotFound);
  if (!offers(trainer)) throw AppError.notFound(M.serviceNotOffered);
  return [trainer];
}

export async function typeFor(app: FastifyInstance, typeId?: number): Promise<AppointmentTypeRow> {
  const types = await app.schedulingRepository.activeTypes();
  const type = typeId === undefined ? types[0] : types.find((row) => row.id === typeId);
  if (!type) throw AppError.notFound(M.typeNotFound);
  return type;
}
