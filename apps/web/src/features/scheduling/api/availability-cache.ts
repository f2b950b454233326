import { schedulingQueryKey } from './keys';

/** Whose hours: a trainer an admin chose, or the signed-in professional's own (`/trainer/availability`). */
export type Whose = number | 'own';

export const availabilityKey = (trainerId: Whose | undefined) => [
  ...schedulingQueryKey,
  'availability',
  trainerId,
];

export const basePath = (trainerId: Whose | undefined) =>
  trainerId === 'own' ? '/trainer/availability' : `/admin/availability/${trainerId}`;
