import type { FastifyInstance } from 'fastify';
import {
  JOB_MESSAGES,
  JOB_QUEUE_LABELS,
  JOB_QUEUE_NAMES,
  type FailedJob,
  type JobQueueName,
  type RunningJob,
} from '@vitalia/shared/jobs';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';

/** What a failed task was about, in words, from fields that hold no personal data. */
function subjectOf(queue: JobQueueName, data: Record<string, unknown> | null): string | null {
  if (queue === 'mail.send') {
    const message = data?.message as { subject?: unknown } | undefined;
    return typeof message?.subject === 'string' ? `Correo: ${message.subject}` : null;
  }
  if (queue === 'broadcast.deliver' && typeof data?.broadcastId === 'number')
    return `Aviso N° ${data.broadcastId}`;
  if (queue === 'appointment.remind' && typeof data?.appointmentId === 'number')
    return `Cita N° ${data.appointmentId}`;
  if (queue === 'video.transcode' && typeof data?.videoId === 'number') return `Video N° ${data.videoId}`;
  if (queue === 'library.pdf-facts' && typeof data?.resourceId === 'number')
    return `Libro N° ${data.resourceId}`;
  return null;
}

/** Configuración → Tareas: the failed jobs of the platform's queues, with retry and cancel (audited). */
export function failedJobsService(app: FastifyInstance) {
  async function change(actor: AuditActor, queue: JobQueueName, id: string, action: 'retry' | 'cancel') {
    await app.db.transaction(async (tx) => {
      // "Reintentar" on a failed task puts it back in line; on a running one (stuck?) starts it over.
      const done =
        action === 'retry'
          ? (await app.jobs.retry(queue, id, tx)) || (await app.jobs.restart(queue, id, tx))
          : await app.jobs.cancel(queue, id, tx);
      if (!done) throw AppError.notFound(JOB_MESSAGES.notFound);
      await app.auditLog.append(
        actor,
        { action: `job.${action}`, entity: 'job', entityId: id, after: { queue } },
        tx,
      );
    });
  }
  return {
    async list(): Promise<FailedJob[]> {
      const rows = await app.jobs.failed(JOB_QUEUE_NAMES, 100);
      return rows.map((row) => {
        const queue = row.name as JobQueueName;
        const output = row.output as { message?: unknown } | null;
        return {
          id: row.id,
          queue,
          description: JOB_QUEUE_LABELS[queue],
          subject: subjectOf(queue, row.data),
          error: typeof output?.message === 'string' ? output.message : 'Error desconocido',
          attempts: row.retryCount + 1,
          created_at: row.createdOn.toISOString(),
          failed_at: row.completedOn?.toISOString() ?? null,
        };
      });
    },
    async running(): Promise<RunningJob[]> {
      const rows = await app.jobs.running(JOB_QUEUE_NAMES, 50);
      return rows.map((row) => {
        const queue = row.name as JobQueueName;
        return {
          id: row.id,
          queue,
          description: JOB_QUEUE_LABELS[queue],
          subject: subjectOf(queue, row.data),
          attempts: row.retryCount + 1,
          started_at: row.startedOn.toISOString(),
        };
      });
    },
    retry: (actor: AuditActor, queue: JobQueueName, id: string) => change(actor, queue, id, 'retry'),
    cancel: (actor: AuditActor, queue: JobQueueName, id: string) => change(actor, queue, id, 'cancel'),
  };
}

export type FailedJobsService = ReturnType<typeof failedJobsService>;

declare module 'fastify' {
  interface FastifyInstance {
    failedJobsService: FailedJobsService;
  }
}

export default domainPlugin('failedJobsService', failedJobsService, ['job-queue', 'audit-log']);
