import type { FastifyInstance } from 'fastify';
import type { DataExport } from '@vitalia/shared/profile';
import { progressPhotosForExport } from '../progress/progress-photo-presenter';
import { domainPlugin } from '../domain-plugin';
import { presentMeasurements, presentNote } from '../practice/practice-presenter';
import type { UserRow } from './user-presenter';
import { exportedAttachments } from '../conversations/attachment-presenter';
import { presentCheckIn } from '../check-ins/check-ins-service';
import { mealPlansForExport } from '../foods/meal-plan-catalogue';
import { journalForExport } from '../journal/journal-presenter';
import { presentOwnMeasurement, progressMetricsOf } from '../progress/progress-metrics';

type ExportedThread = DataExport['conversations'][number];

/** Her messages grouped by thread, each saying who wrote it, with the thread's files. */
function threadsOf(
  rows: { conversationId: number; professional: string; side: string; body: string; sentAt: Date }[],
  files: (ExportedThread['attachments'][number] & { conversation_id: number })[],
  firstName: string,
): DataExport['conversations'] {
  const threads = new Map<number, ExportedThread>();
  for (const row of rows) {
    const thread = threads.get(row.conversationId) ?? {
      professional: row.professional,
      messages: [],
      attachments: files
        .filter((file) => file.conversation_id === row.conversationId)
        .map(({ conversation_id: _thread, ...file }) => file),
    };
    thread.messages.push({
      from: row.side === 'member' ? firstName : row.professional,
      body: row.body,
      sent_at: row.sentAt.toISOString(),
    });
    threads.set(row.conversationId, thread);
  }
  return [...threads.values()];
}

/** Far more than any member has; every list in the export is bounded. */
const EXPORT_HISTORY_LIMIT = 10_000;

/**
 * Her data, as one file (Ley 21.719 and SPEC's export): her account and profile, then what each domain keeps
 * of her: purchases, plan history, downloads, appointments and classes. A new domain that keeps personal
 * or health data adds its section here and to `DataExportSchema`.
 */
export function dataExport(app: FastifyInstance) {
  const profiles = app.profileService;
  return {
    async forMember(user: UserRow): Promise<DataExport> {
      const userId = user.id;
      // Each domain gives what it keeps of her; the file lists what it holds first (`contents`).
      const [data, purchases, plan, downloads, appointments, registrations] = await Promise.all([
        profiles.exportData(user),
        app.paymentsHistory.purchasesForExport(userId),
        app.membershipService.history(userId, EXPORT_HISTORY_LIMIT),
        app.libraryRepository.downloadHistory(userId, EXPORT_HISTORY_LIMIT, 0),
        app.schedulingRepository.recentForMember(userId, EXPORT_HISTORY_LIMIT),
        app.classesRepository.recentRegistrations(userId, EXPORT_HISTORY_LIMIT),
      ]);
      const record = await app.clinicalRepository.recordOf(userId);
      const messages = await app.conversationsRepository.exportFor(userId, EXPORT_HISTORY_LIMIT);
      const files = await exportedAttachments(app.storage, app.conversationAttachmentsRepository, userId);
      const reports = await app.messageReportsRepository.byReporter(userId, EXPORT_HISTORY_LIMIT);
      const checkIns = await app.checkInsRepository.history(userId, undefined, EXPORT_HISTORY_LIMIT);
      const [notes, measurements] = record
        ? await Promise.all([
            app.clinicalRepository.notesOf(record.id),
            app.clinicalRepository.measurementsOf(record.id),
          ])
        : [[], []];
      return {
        ...data,
        purchases,
        membership_history: plan.map(({ description, plan_type, created_at }) => ({
          description,
          plan_type,
          created_at,
        })),
        library_downloads: downloads.rows.map((row) => ({
          title: row.title,
          downloaded_at: row.at.toISOString(),
        })),
        appointments: appointments.map((row) => ({
          type: row.type.name,
          professional: row.trainer.name,
          starts_at: row.startsAt.toISOString(),
          status: row.status,
          notes: row.notes,
          cancel_reason: row.cancelReason,
          booked_at: row.createdAt.toISOString(),
        })),
        class_registrations: registrations.map(({ live, registration }) => ({
          title: live.title,
          starts_at: live.startsAt.toISOString(),
          status: registration.status,
          since: registration.createdAt.toISOString(),
        })),
        clinical_record: { notes: notes.map(presentNote), measurements: presentMeasurements(measurements) },
        conversations: threadsOf(messages, files, user.firstName),
        message_reports: reports.map(({ report, professional }) => ({
          professional,
          reason: report.reason,
          reported_at: report.createdAt.toISOString(),
          resolved: report.resolvedAt !== null,
        })),
        check_ins: checkIns.map(presentCheckIn),
        meal_plans: await mealPlansForExport(app, userId),
        food_journal: await journalForExport(app, userId),
        own_measurements: (await app.progressRepository.of(userId)).map(presentOwnMeasurement),
        progress_metrics: await progressMetricsOf(app, userId, userId),
        progress_photos: await progressPhotosForExport(app, userId),
      };
    },
  };
}

export type DataExportService = ReturnType<typeof dataExport>;

declare module 'fastify' {
  interface FastifyInstance {
    dataExport: DataExportService;
  }
}

export default domainPlugin('dataExport', dataExport, [
  'profile-service',
  'payments-history',
  'membership-service',
  'library-repository',
  'scheduling-repository',
  'classes-repository',
  'clinical-repository',
  'conversations-repository',
  'conversation-attachments-repository',
  'message-reports-repository',
  'check-ins-repository',
  'meal-plans-repository',
  'foods-repository',
  'recipes-repository',
  'journal-repository',
  'progress-repository',
  'progress-goals-repository',
  'progress-photos-repository',
  'storage',
]);
