// Background work on the durable queue (issue 18): the queues an admin sees in Configuración → Tareas.
import { z } from 'zod';

export const JOB_QUEUE_NAMES = [
  'mail.send',
  'billing.sweep',
  'broadcast.deliver',
  'appointment.remind',
  'class.remind',
  'class.offer-lapse',
  'video.transcode',
  'library.pdf-facts',
] as const;
export type JobQueueName = (typeof JOB_QUEUE_NAMES)[number];

/** What each queue does, in the words the admin reads next to a failed task. */
export const JOB_QUEUE_LABELS: Record<JobQueueName, string> = {
  'mail.send': 'Enviar un correo',
  'billing.sweep': 'Renovaciones, vencimientos y recordatorios de planes',
  'broadcast.deliver': 'Entregar un aviso a un grupo de miembros',
  'appointment.remind': 'Recordar una cita (correo y notificación)',
  'class.remind': 'Recordar una clase en vivo (correo y notificación)',
  'class.offer-lapse': 'Pasar un cupo reservado no tomado a la siguiente persona de la lista de espera',
  'video.transcode': 'Preparar un video para verlo (sus calidades y su portada)',
  'library.pdf-facts': 'Leer un libro en PDF (sus páginas y su portada)',
};

export const FailedJobSchema = z.object({
  id: z.string(),
  queue: z.enum(JOB_QUEUE_NAMES),
  description: z.string(),
  /** What the task was about, without personal data (a purpose, never an address or a link). */
  subject: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** A task running now (issue 43 §5): a transcode that seems stuck can be started over from here. */
export const RunningJobSchema = z.object({
  id: z.string(),
  queue: z.enum(JOB_QUEUE_NAMES),
  description: z.string(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  started_at: z.string(),
});
export type RunningJob = z.infer<typeof RunningJobSchema>;

export const FailedJobsResponseSchema = z.object({
  success: z.boolean(),
  jobs: z.array(FailedJobSchema),
  running: z.array(RunningJobSchema),
});
export type FailedJobsResponse = z.infer<typeof FailedJobsResponseSchema>;

export const JobParamsSchema = z.object({ queue: z.enum(JOB_QUEUE_NAMES), id: z.uuid('Tarea inválida') });

export const JOB_MESSAGES = {
  retried: 'La tarea se volvió a poner en cola.',
  cancelled: 'La tarea se canceló.',
  notFound: 'Esa tarea ya no está entre las fallidas ni entre las que están en curso.',
} as const;
