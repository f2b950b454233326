import type { FastifyInstance } from 'fastify';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import type {
  ConsultationSummariesResponse,
  CreateMeasurementSchema,
  CreateNoteSchema,
  Measurement,
  MeasurementsResponse,
  Note,
  NotesResponse,
  UpdateNoteSchema,
} from '@vitalia/shared/practice';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import type { Tx } from '../../../db/client';
import { domainPlugin } from '../domain-plugin';
import { mailLayout } from '../mail/mail-layout';
import { fullNameOf, type UserRow } from '../users/user-presenter';
import { assertInCare, practiceCard } from './practice-access';
import { presentMeasurements, presentNote } from './practice-presenter';

type NewNote = z.output<typeof CreateNoteSchema>;
type NoteEdit = z.output<typeof UpdateNoteSchema>;
type NewMeasurement = z.output<typeof CreateMeasurementSchema>;

/**
 * Session notes and measurements (issue 45 §3, ADR 0073): written by the member's care team, never shown to
 * her (but for a summary a professional shares), versioned on every edit, never deleted while kept. Every
 * read and write is in the audit log, with the member it is about.
 */
export function clinicalNotes(app: FastifyInstance) {
  const clinical = app.clinicalRepository;

  /** Her record for a new entry, and the checks every entry shares: in care, a consultation of theirs. */
  const entryContext = async (user: UserRow, memberId: number, appointmentId: number | null) => {
    const trainerId = await practiceCard(app, user);
    await assertInCare(app, user, 'create', memberId);
    const member = await app.usersRepository.findById(memberId);
    if (!member) throw AppError.notFound(M.clientNotFound);
    if (appointmentId !== null) {
      const own = await clinical.consultationsWith(memberId, trainerId);
      if (!own.some((item) => item.id === appointmentId))
        throw AppError.badRequest(M.appointmentNotHers, { appointment_id: M.appointmentNotHers });
    }
    const record = (tx: Tx) =>
      clinical.recordForEntry(memberId, { name: fullNameOf(member), email: member.email }, tx);
    return { trainerId, record };
  };

  const audit = (actor: AuditActor, action: string, memberId: number, entityId: number | null, tx?: Tx) =>
    app.auditLog.append(
      actor,
      { action, entity: 'clinical-record', entityId: entityId ?? memberId, subjectUserId: memberId },
      tx,
    );

  /** A note as it now is, after a write. */
  const savedNote = async (id: number): Promise<Note> => {
    const saved = await clinical.findNote(id);
    if (!saved) throw AppError.notFound(M.noteNotFound);
    return presentNote(saved);
  };

  const noteFor = async (user: UserRow, id: number, action: 'read' | 'update') => {
    const note = await clinical.findNote(id);
    // A blocked record's note (member gone) is nobody's to reach, like one that does not exist.
    if (!note || note.memberId === null) throw AppError.notFound(M.noteNotFound);
    await assertInCare(app, user, action, note.memberId);
    return { ...note, memberId: note.memberId };
  };

  return {
    /** The member's own view of her record: only what a professional shared with her. */
    async summariesFor(memberId: number): Promise<ConsultationSummariesResponse> {
      const rows = await clinical.sharedSummaries(memberId);
      return {
        success: true,
        summaries: rows.flatMap((row) =>
          row.summary === null || row.sharedAt === null
            ? []
            : [
                {
                  id: row.id,
                  summary: row.summary,
                  author: row.author,
                  shared_at: row.sharedAt.toISOString(),
                },
              ],
        ),
      };
    },

    async notes(user: UserRow, actor: AuditActor, memberId: number): Promise<NotesResponse> {
      await assertInCare(app, user, 'read', memberId);
      const record = await clinical.recordOf(memberId);
      await audit(actor, 'clinical-notes.read', memberId, null);
      return { success: true, notes: record ? (await clinical.notesOf(record.id)).map(presentNote) : [] };
    },

    async addNote(user: UserRow, actor: AuditActor, memberId: number, input: NewNote): Promise<Note> {
      const context = await entryContext(user, memberId, input.appointment_id);
      const id = await app.db.transaction(async (tx) => {
        const record = await context.record(tx);
        const noteId = await clinical.insertNote(
          {
            recordId: record.id,
            trainerId: context.trainerId,
            appointmentId: input.appointment_id,
            content: input.content,
            authorId: user.id,
            authorName: fullNameOf(user),
          },
          tx,
        );
        await audit(actor, 'clinical-note.create', memberId, noteId, tx);
        return noteId;
      });
      return savedNote(id);
    },

    /** An edit keeps what it replaces; an edit over a version someone else already replaced is a 409. */
    async reviseNote(user: UserRow, actor: AuditActor, id: number, input: NoteEdit): Promise<Note> {
      const note = await noteFor(user, id, 'update');
      const member = await app.usersRepository.findById(note.memberId);
      if (!member) throw AppError.notFound(M.noteNotFound);
      await app.db.transaction(async (tx) => {
        await clinical.recordForEntry(note.memberId, { name: fullNameOf(member), email: member.email }, tx);
        const revised = await clinical.reviseNote(
          id,
          input.expected_version,
          input.content,
          { id: user.id, name: fullNameOf(user) },
          tx,
        );
        if (!revised) throw AppError.conflict(M.noteChangedMeanwhile);
        await audit(actor, 'clinical-note.update', note.memberId, id, tx);
      });
      return savedNote(id);
    },

    /**
     * "Compartir resumen con la socia": the summary (her words, not the note) goes to the member's bell, and
     * an e-mail tells her there is one without saying what (health data never travels in e-mail text).
     */
    async shareSummary(user: UserRow, actor: AuditActor, id: number, summary: string): Promise<Note> {
      const note = await noteFor(user, id, 'update');
      const member = await app.usersRepository.findById(note.memberId);
      if (!member) throw AppError.notFound(M.noteNotFound);
      const author = fullNameOf(user);
      await app.db.transaction(async (tx) => {
        if (!(await clinical.markShared(id, summary, tx))) throw AppError.conflict(M.summaryAlreadyShared);
        await app.notifier.notify(
          [note.memberId],
          {
            title: `${author} compartió un resumen de tu consulta`,
            message: summary.length > 280 ? `${summary.slice(0, 277)}…` : summary,
            actionUrl: '/citas#resumenes',
          },
          tx,
        );
        const subject = `${author} compartió un resumen de tu consulta`;
        const paragraphs = [
          `Hola ${member.firstName}:`,
          `${author} compartió contigo un resumen de tu consulta en Vitalia.`,
          'Por tu privacidad no lo incluimos en este correo: lo lees al iniciar sesión.',
        ];
        const url = `${app.config.PUBLIC_URL}/citas#resumenes`;
        await app.mailer.enqueue(
          {
            to: member.email,
            subject,
            text: [...paragraphs, '', url].join('\n'),
            html: mailLayout(subject, paragraphs, { label: 'Leer el resumen', url }),
          },
          'clinical-summary',
          { tx },
        );
        await audit(actor, 'clinical-note.share', note.memberId, id, tx);
      });
      return savedNote(id);
    },

    async measurements(user: UserRow, actor: AuditActor, memberId: number): Promise<MeasurementsResponse> {
      await assertInCare(app, user, 'read', memberId);
      const record = await clinical.recordOf(memberId);
      await audit(actor, 'clinical-measurements.read', memberId, null);
      return {
        success: true,
        measurements: record ? presentMeasurements(await clinical.measurementsOf(record.id)) : [],
      };
    },

    async addMeasurement(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      input: NewMeasurement,
    ): Promise<Measurement> {
      const takenAt = input.taken_at ? new Date(input.taken_at) : new Date();
      // A minute's grace for clocks that disagree.
      if (takenAt.getTime() > Date.now() + 60_000)
        throw AppError.badRequest(M.takenInFuture, { taken_at: M.takenInFuture });
      const context = await entryContext(user, memberId, input.appointment_id);
      const saved = await app.db.transaction(async (tx) => {
        const record = await context.record(tx);
        const row = await clinical.insertMeasurement(
          {
            recordId: record.id,
            trainerId: context.trainerId,
            appointmentId: input.appointment_id,
            takenAt,
            weightKg: input.weight_kg,
            heightCm: input.height_cm,
            waistCm: input.waist_cm,
            hipCm: input.hip_cm,
            bodyFatPct: input.body_fat_pct,
            systolicMmhg: input.systolic_mmhg,
            diastolicMmhg: input.diastolic_mmhg,
            recordedById: user.id,
            recordedByName: fullNameOf(user),
          },
          tx,
        );
        await audit(actor, 'clinical-measurement.create', memberId, row.id, tx);
        return { recordId: record.id, id: row.id };
      });
      // BMI needs the heights recorded before it: presented among all of hers.
      const all = presentMeasurements(await clinical.measurementsOf(saved.recordId));
      const measurement = all.find((item) => item.id === saved.id);
      if (!measurement) throw AppError.notFound(M.clientNotFound);
      return measurement;
    },
  };
}

export type ClinicalNotes = ReturnType<typeof clinicalNotes>;

declare module 'fastify' {
  interface FastifyInstance {
    clinicalNotes: ClinicalNotes;
  }
}

export default domainPlugin('clinicalNotes', clinicalNotes, [
  'care-repository',
  'clinical-repository',
  'trainers-repository',
  'users-repository',
  'notifier',
  'mailer',
  'audit-log',
]);
