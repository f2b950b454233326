import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { NoteContent, TimelineKind } from '@vitalia/shared/practice';
import { MEASUREMENTS_MAX } from '@vitalia/shared/practice-rules';
import type { Db, Tx } from '../../../db/client';
import {
  appointments,
  appointmentTypes,
  clinicalMeasurements,
  clinicalNotes,
  clinicalNoteVersions,
  clinicalRecords,
} from '../../../db/schema/index';
import { containsPattern } from '../../../lib/sql-like';
import { domainPlugin } from '../domain-plugin';

export type ClinicalRecordRow = typeof clinicalRecords.$inferSelect;
export type NoteTableRow = typeof clinicalNotes.$inferSelect;
export type NoteVersionRow = typeof clinicalNoteVersions.$inferSelect;
export type MeasurementRow = typeof clinicalMeasurements.$inferSelect;
export type NewMeasurement = typeof clinicalMeasurements.$inferInsert;

export interface NoteRow extends NoteTableRow {
  appointment: { id: number; startsAt: Date; typeName: string } | null;
  versions: NoteVersionRow[];
}

export interface TimelineRow {
  kind: TimelineKind;
  atMs: number;
  title: string;
  detail: string;
  appointmentId: number | null;
}

/** Ley 20.584 art. 13: the clinical record is kept at least fifteen years from its last entry (ADR 0073). */
const RETENTION = sql`interval '15 years'`;
const TIMELINE_MAX = 200;

/**
 * The clinical record (ADR 0073): notes with their versions and measures. Every query finds the record by
 * a member id, so a blocked record (its member gone, `member_id` null) is out of reach of all of them.
 */
export function clinicalRepository(db: Db) {
  const withAppointments = async (rows: NoteTableRow[], tx: Db): Promise<NoteRow[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const appointmentIds = rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId]));
    // One after the other: `tx` may be a transaction, one connection answering one query at a time (ADR 0095).
    const versions = await tx
      .select()
      .from(clinicalNoteVersions)
      .where(inArray(clinicalNoteVersions.noteId, ids))
      .orderBy(desc(clinicalNoteVersions.version));
    const linked =
      appointmentIds.length === 0
        ? []
        : await tx
            .select({ id: appointments.id, startsAt: appointments.startsAt, typeName: appointmentTypes.name })
            .from(appointments)
            .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
            .where(inArray(appointments.id, appointmentIds));
    return rows.map((row) => ({
      ...row,
      appointment: linked.find((item) => item.id === row.appointmentId) ?? null,
      versions: versions.filter((version) => version.noteId === row.id),
    }));
  };

  return {
    /** Blocked records (their person deleted her account) whose name or e-mail contains the text; bounded. */
    blockedMatching(text: string): Promise<ClinicalRecordRow[]> {
      const pattern = containsPattern(text);
      return db
        .select()
        .from(clinicalRecords)
        .where(
          and(
            isNull(clinicalRecords.memberId),
            or(ilike(clinicalRecords.subjectName, pattern), ilike(clinicalRecords.subjectEmail, pattern)),
          ),
        )
        .orderBy(desc(clinicalRecords.blockedAt), desc(clinicalRecords.id))
        .limit(20);
    },

    async blockedRecord(id: number): Promise<ClinicalRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(clinicalRecords)
        .where(and(eq(clinicalRecords.id, id), isNull(clinicalRecords.memberId)));
      return row;
    },

    async recordOf(memberId: number, tx: Db = db): Promise<ClinicalRecordRow | undefined> {
      const [row] = await tx.select().from(clinicalRecords).where(eq(clinicalRecords.memberId, memberId));
      return row;
    },

    /** Her record, made on its first entry; every entry pushes its keeping date fifteen years on. */
    async recordForEntry(memberId: number, subject: { name: string; email: string }, tx: Tx) {
      const [row] = await tx
        .insert(clinicalRecords)
        .values({
          memberId,
          subjectName: subject.name,
          subjectEmail: subject.email,
          retainUntil: sql`now() + ${RETENTION}`,
        })
        .onConflictDoUpdate({
          target: clinicalRecords.memberId,
          set: {
            subjectName: subject.name,
            subjectEmail: subject.email,
            lastEntryAt: sql`now()`,
            retainUntil: sql`now() + ${RETENTION}`,
          },
        })
        .returning();
      if (!row) throw new Error('clinical record upsert returned nothing');
      return row;
    },

    async notesOf(recordId: number): Promise<NoteRow[]> {
      const rows = await db
        .select()
        .from(clinicalNotes)
        .where(eq(clinicalNotes.recordId, recordId))
        .orderBy(desc(clinicalNotes.createdAt), desc(clinicalNotes.id));
      return withAppointments(rows, db);
    },

    /** One note with the member its record belongs to (null: blocked, out of reach). */
    async findNote(id: number, tx: Db = db): Promise<(NoteRow & { memberId: number | null }) | undefined> {
      const [found] = await tx
        .select({ note: clinicalNotes, memberId: clinicalRecords.memberId })
        .from(clinicalNotes)
        .innerJoin(clinicalRecords, eq(clinicalRecords.id, clinicalNotes.recordId))
        .where(eq(clinicalNotes.id, id));
      if (!found) return undefined;
      const [note] = await withAppointments([found.note], tx);
      return note && { ...note, memberId: found.memberId };
    },

    async insertNote(
      values: {
        recordId: number;
        trainerId: number;
        appointmentId: number | null;
        content: NoteContent;
        authorId: number;
        authorName: string;
      },
      tx: Tx,
    ): Promise<number> {
      const [row] = await tx.insert(clinicalNotes).values(values).returning({ id: clinicalNotes.id });
      if (!row) throw new Error('note insert returned nothing');
      return row.id;
    },

    /**
     * The edit, only over the version she read: the text it replaces goes to the versions table in the same
     * transaction. False when someone saved another version meanwhile.
     */
    async reviseNote(
      id: number,
      expectedVersion: number,
      content: NoteContent,
      editor: { id: number; name: string },
      tx: Tx,
    ): Promise<boolean> {
      const [current] = await tx
        .select()
        .from(clinicalNotes)
        .where(and(eq(clinicalNotes.id, id), eq(clinicalNotes.version, expectedVersion)))
        .for('update');
      if (!current) return false;
      await tx.insert(clinicalNoteVersions).values({
        noteId: id,
        version: current.version,
        content: current.content,
        editedById: current.version === 1 ? current.authorId : editor.id,
        editedByName: current.version === 1 ? current.authorName : editor.name,
        editedAt: current.updatedAt,
      });
      await tx
        .update(clinicalNotes)
        .set({
          content,
          version: current.version + 1,
          updatedAt: new Date(),
          authorId: editor.id,
          authorName: editor.name,
        })
        .where(eq(clinicalNotes.id, id));
      return true;
    },

    /** Marks the summary shared, once: false when it already was (a double click sends one). */
    async markShared(id: number, summary: string, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .update(clinicalNotes)
        .set({ sharedAt: new Date(), sharedSummary: summary })
        .where(and(eq(clinicalNotes.id, id), isNull(clinicalNotes.sharedAt)))
        .returning({ id: clinicalNotes.id });
      return Boolean(row);
    },

    async measurementsOf(recordId: number): Promise<MeasurementRow[]> {
      return db
        .select()
        .from(clinicalMeasurements)
        .where(eq(clinicalMeasurements.recordId, recordId))
        .orderBy(asc(clinicalMeasurements.takenAt), asc(clinicalMeasurements.id))
        .limit(MEASUREMENTS_MAX);
    },

    async insertMeasurement(values: NewMeasurement, tx: Tx): Promise<MeasurementRow> {
      const [row] = await tx.insert(clinicalMeasurements).values(values).returning();
      if (!row) throw new Error('measurement insert returned nothing');
      return row;
    },

    /**
     * The end of keeping (ADR 0073): records whose keeping date has passed go, with their notes, versions and
     * measures (by cascade). The ids removed, for the audit entry.
     */
    async removeExpired(now: Date, tx: Tx): Promise<number[]> {
      const rows = await tx
        .delete(clinicalRecords)
        .where(sql`${clinicalRecords.retainUntil} < ${now.toISOString()}::timestamptz`)
        .returning({ id: clinicalRecords.id });
      return rows.map((row) => row.id);
    },

    /** Summaries shared with her, newest first (what the member reads of her record). */
    async sharedSummaries(memberId: number) {
      return db
        .select({
          id: clinicalNotes.id,
          summary: clinicalNotes.sharedSummary,
          sharedAt: clinicalNotes.sharedAt,
          author: clinicalNotes.authorName,
        })
        .from(clinicalNotes)
        .innerJoin(clinicalRecords, eq(clinicalRecords.id, clinicalNotes.recordId))
        .where(and(eq(clinicalRecords.memberId, memberId), sql`${clinicalNotes.sharedAt} is not null`))
        .orderBy(desc(clinicalNotes.sharedAt));
    },

    /** Her consultations with this professional, newest first: what a note or measure may point at. */
    async consultationsWith(memberId: number, trainerId: number) {
      return db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          status: appointments.status,
          typeName: appointmentTypes.name,
        })
        .from(appointments)
        .innerJoin(appointmentTypes, eq(appointmentTypes.id, appointments.typeId))
        .where(and(eq(appointments.memberId, memberId), eq(appointments.trainerId, trainerId)))
        .orderBy(desc(appointments.startsAt))
        .limit(TIMELINE_MAX);
    },

    /**
     * What she did, newest first: her consultations with this professional (another professional's are not
     * this one's to see), classes, purchases, courses and downloads.
     */
    async timeline(memberId: number, trainerId: number): Promise<TimelineRow[]> {
      const at = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
      const result = await db.execute(sql`
        select * from (
          select 'consultation' as kind, ${at('a.starts_at')} as "atMs", t.name as title, a.status as detail,
            a.id as "appointmentId"
          from appointments a join appointment_types t on t.id = a.type_id
          where a.member_id = ${memberId} and a.trainer_id = ${trainerId}
          union all
          select 'class', ${at('c.starts_at')}, c.title, r.status, null
          from class_registrations r join live_classes c on c.id = r.class_id
          where r.member_id = ${memberId}
          union all
          select 'purchase', ${at('coalesce(o.paid_at, o.created_at)')},
            case o.kind when 'cart' then 'Compra en la tienda' else 'Membresía ' || coalesce(o.plan_code, '') end,
            o.status || ':' || o.total_clp, null
          from orders o where o.user_id = ${memberId} and o.status in ('paid', 'refunded')
          union all
          select 'course', ${at('e.last_activity_at')}, co.title,
            case when e.completed_at is not null then 'completed' else 'in_progress' end, null
          from course_enrollments e join courses co on co.id = e.course_id
          where e.user_id = ${memberId}
          union all
          select 'download', ${at('d.created_at')}, rs.title, '', null
          from resource_downloads d join resources rs on rs.id = d.resource_id
          where d.user_id = ${memberId}
        ) items
        order by "atMs" desc
        limit ${TIMELINE_MAX}`);
      return rowsOf<TimelineRow>(result);
    },
  };
}

export type ClinicalRepository = ReturnType<typeof clinicalRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clinicalRepository: ClinicalRepository;
  }
}

export default domainPlugin('clinicalRepository', (app) => clinicalRepository(app.db), ['database']);
