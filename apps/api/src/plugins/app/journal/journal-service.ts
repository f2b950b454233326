import { type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '@vitalia/shared/constants/app';
import { formatShortDate, santiagoDay } from '@vitalia/shared/dates';
import {
  JOURNAL_PAST_DAYS,
  JOURNAL_PHOTO_MAX_BYTES,
  JOURNAL_PHOTOS_PER_HOUR,
  JOURNAL_RANGE_DAYS,
  minuteOfDay,
  timeOfMinute,
  type JournalComment,
  type JournalEntry,
  type JournalEntryBody,
} from '@vitalia/shared/journal';
import { MEAL_LABELS } from '@vitalia/shared/meal-plans';
import { JOURNAL_MESSAGES as M } from '@vitalia/shared/messages/journal';
import { AppError } from '../../../lib/app-error';
import { assertCan } from '../../../lib/assert-can';
import type { AuditActor } from '../../../lib/audit-actor';
import { collectChunks } from '../../../lib/uploads';
import { checkUpload, photoStore, type StoredPhoto, type UploadPolicy } from '../storage';
import type { UserRow } from '../users/user-presenter';
import { assertInCare } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import { presentComment, presentEntries } from './journal-presenter';

const DAY_MS = 86_400_000;

const FOLDER = 'journal';
/** A meal's photo: enough to see the plate on a laptop, a fraction of a camera's 12 MP. */
const PHOTO_LONG_SIDE = 1600;
const PHOTO_POLICY: UploadPolicy = {
  maxBytes: JOURNAL_PHOTO_MAX_BYTES,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
  tooLargeMessage: M.photoTooLarge,
  wrongTypeMessage: M.photoWrongType,
  emptyMessage: M.photoEmpty,
};

/** The instant a calendar day begins in Chile. */
const dayStart = (isoDate: string) =>
  new Date(Temporal.PlainDate.from(isoDate).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds);
const addDays = (isoDate: string, days: number) => Temporal.PlainDate.from(isoDate).add({ days }).toString();

/** A range of whole days in Chile, `to` included: the last seven days when none is given, 31 at most. */
export function journalRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? santiagoDay(now);
  const from = query.from ?? addDays(to, -6);
  const days = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to)).days;
  if (days < 0 || days >= JOURNAL_RANGE_DAYS) throw AppError.badRequest(M.range);
  return { from, to, start: dayStart(from), end: dayStart(addDays(to, 1)) };
}

/**
 * Her food journal (issue 47): what she ate, when, how hungry and how she felt, with a photo. Kept only
 * while she consents to her health data being used; read by her and, within a care relationship, by her
 * professionals (audited), who comment. Never in an e-mail or a log: the bell says only that a comment came.
 */
export function journalService(app: FastifyInstance) {
  const repo = app.journalRepository;
  const storePhoto = photoStore(app, {
    folder: FOLDER,
    policy: PHOTO_POLICY,
    longSide: PHOTO_LONG_SIDE,
    unreadableMessage: M.photoUnreadable,
  });

  const assertConsented = (memberId: number) =>
    app.onboardingService.assertConsent(memberId, 'journal', M.needsConsent);

  /** Her own entry; anyone else's is the same 404 as one that does not exist. */
  async function ownEntry(user: UserRow, action: 'read' | 'update' | 'delete', id: number) {
    const row = await repo.find(id);
    if (!row) throw AppError.notFound(M.notFound);
    assertCan(user, action, 'journal-entry', [row.memberId], {
      hideOthers: true,
      notFoundMessage: M.notFound,
    });
    return row;
  }

  async function checkFoods(foods: JournalEntryBody['foods']) {
    const ids = [...new Set(foods.map((food) => food.food_id))];
    if ((await app.foodsRepository.findMany(ids)).length !== ids.length)
      throw AppError.badRequest(M.foodUnavailable);
  }

  return {
    /** Saves a meal she logged, once per `client_id` (a retried save answers the first one). */
    async create(user: UserRow, body: JournalEntryBody): Promise<{ entry: JournalEntry; created: boolean }> {
      assertCan(user, 'create', 'journal-entry', [user.id]);
      await assertConsented(user.id);
      const eatenAt = new Date(body.eaten_at);
      const now = Date.now();
      if (eatenAt.getTime() > now + 5 * 60_000 || eatenAt.getTime() < now - JOURNAL_PAST_DAYS * DAY_MS)
        throw AppError.badRequest(M.eatenAtInvalid);
      if (body.description === '' && body.foods.length === 0 && !body.with_photo)
        throw AppError.badRequest(M.empty);
      await checkFoods(body.foods);
      const { row, created } = await app.db.transaction((tx) =>
        repo.insert(
          {
            memberId: user.id,
            clientId: body.client_id,
            meal: body.meal,
            eatenAt,
            description: body.description,
            foods: body.foods,
            hungerBefore: body.hunger_before,
            hungerAfter: body.hunger_after,
            emotion: body.emotion,
            place: body.place,
            company: body.company,
          },
          tx,
        ),
      );
      const [entry] = await presentEntries(app, [row]);
      if (!entry) throw new Error('entry not presented');
      return { entry, created };
    },

    /** Her entries over a range of days in Chile. */
    async list(user: UserRow, query: { from?: string; to?: string }) {
      assertCan(user, 'read', 'journal-entry', [user.id]);
      const range = journalRange(query);
      const rows = await repo.between(user.id, range.start, range.end);
      return { from: range.from, to: range.to, entries: await presentEntries(app, rows) };
    },

    /** A client's entries, for her chart: only within the care relationship, every opening audited. */
    async forClient(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      query: { from?: string; to?: string },
    ) {
      await assertInCare(app, user, 'read', memberId);
      const range = journalRange(query);
      const rows = await repo.between(memberId, range.start, range.end);
      await app.auditLog.append(actor, {
        action: 'journal.read',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      return { from: range.from, to: range.to, entries: await presentEntries(app, rows) };
    },

    /**
     * The photo of her entry, re-encoded by us: what is stored never carries the camera's EXIF or location.
     * `readUpload` opens the request's one file (the route's multipart handling) only after the checks. A
     * new photo replaces the old one, whose file goes once the row points away.
     */
    async setPhoto(
      user: UserRow,
      id: number,
      readUpload: (store: (body: Readable) => Promise<StoredPhoto>) => Promise<StoredPhoto>,
    ): Promise<JournalEntry> {
      const row = await ownEntry(user, 'update', id);
      await assertConsented(user.id);
      await app.rateLimiter.consume(`journal-photos:${user.id}`, JOURNAL_PHOTOS_PER_HOUR, M.tooManyPhotos);
      const photo = await readUpload(async (body) => {
        const checked = await checkUpload(body, PHOTO_POLICY);
        return storePhoto(await collectChunks(checked.chunks), checked.contentType);
      });
      const replaced = await app.db.transaction((tx) => repo.setPhoto(row.id, photo, tx));
      if (replaced) await app.storage.remove(replaced);
      const [entry] = await presentEntries(app, [
        { ...row, photoKey: photo.key, photoWidth: photo.width, photoHeight: photo.height },
      ]);
      if (!entry) throw new Error('entry not presented');
      return entry;
    },

    async remove(user: UserRow, id: number): Promise<void> {
      await ownEntry(user, 'delete', id);
      const photo = await app.db.transaction((tx) => repo.remove(id, tx));
      if (photo) await app.storage.remove(photo);
    },

    /** Her professional's comment on an entry; she gets a bell item that names the meal, never the text. */
    async comment(user: UserRow, id: number, body: string): Promise<JournalComment> {
      const entry = await repo.find(id);
      if (!entry) throw AppError.notFound(M.notFound);
      await assertInCare(app, user, 'update', entry.memberId).catch(() => {
        throw AppError.notFound(M.notFound);
      });
      const card = await app.trainersRepository.findByUser(user.id);
      const author = card?.name ?? `${user.firstName} ${user.lastName}`.trim();
      const row = await app.db.transaction(async (tx) => {
        const made = await repo.addComment(
          { entryId: id, trainerId: card?.id ?? null, authorUserId: user.id, authorName: author, body },
          tx,
        );
        await app.notifier.notify(
          [entry.memberId],
          {
            title: `${author} comentó tu registro`,
            message: `${MEAL_LABELS[entry.meal]}, ${formatShortDate(entry.eatenAt)}`,
            actionUrl: `/diario?dia=${santiagoDay(entry.eatenAt)}#registro-${id}`,
          },
          tx,
        );
        return made;
      });
      return presentComment(row);
    },

    async reminders(user: UserRow): Promise<string[]> {
      return (await repo.reminderMinutes(user.id)).map(timeOfMinute);
    },

    async setReminders(user: UserRow, times: string[]): Promise<string[]> {
      if (times.length > 0) await assertConsented(user.id);
      const minutes = [...new Set(times.map(minuteOfDay))].sort((a, b) => a - b);
      await app.db.transaction((tx) => repo.setReminderMinutes(user.id, minutes, tx));
      return minutes.map(timeOfMinute);
    },
  };
}

export type JournalService = ReturnType<typeof journalService>;

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService;
  }
}

export default domainPlugin(
  'journal',
  (app) => {
    // Her journal's photos go with her account; the rows go by ON DELETE CASCADE (the journal is hers,
    // not part of the clinical record ADR 0073 keeps).
    const removeFiles = (keys: string[]) => async () => {
      for (const key of keys) await app.storage.remove(key);
    };
    app.profileService.onErase(async ({ id: userId }, tx) =>
      removeFiles(await app.journalRepository.photoKeysOf(userId, tx)),
    );
    // A withdrawn consent erases her journal, rows and photos (issue 47).
    app.onboardingService.onWithdraw(async (userId, tx) =>
      removeFiles(await app.journalRepository.removeAllOf(userId, tx)),
    );
    return journalService(app);
  },
  [
    'journal-repository',
    'profile-service',
    'foods-repository',
    'onboarding-service',
    'care-repository',
    'trainers-repository',
    'notifier',
    'audit-log',
    'storage',
    'rate-limiter',
  ],
);
