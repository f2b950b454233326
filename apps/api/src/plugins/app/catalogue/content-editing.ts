import type { FastifyInstance } from 'fastify';
import type { AdminContentQuery, PublishStatus } from '@vitalia/shared/content-fields';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { assertCan, type Actor } from '../../../lib/assert-can';
import { freeSlug, insertWithFreeSlug, slugOf } from '../../../lib/free-slug';
import { pageWindow } from '../../../lib/pagination';
import { accountOfTrainer, ownTrainerCard } from '../trainers/own-content';
import type { AdminListFilter } from './content-repository';

/** What the kit reads of any kind's editor row: its id and the team card it belongs to (null: the team's). */
export interface EditableRow {
  id: number;
  trainerId: number | null;
}

/**
 * A content kind as the editing kit sees it (issue 44 §3): its entity in the policy table and the audit log,
 * its Spanish messages, its repository's editor queries and its presenter. E-books, videos and courses each
 * declare one; what is theirs alone (PDF facts, tus and HLS, the outline) stays in their own services.
 */
export interface EditableKind<Row extends EditableRow, Item, Key extends string> {
  entity: 'course' | 'video' | 'resource';
  /** Where a list answer carries its items (`resources`, `videos`, `courses`). */
  listKey: Key;
  messages: { notFound: string; noTrainerCard: string };
  /** The unique index on the slug: a lost race for a free slug retries with the next one. */
  slugConstraint: string;
  pageSize: number;
  repository: {
    findForAdmin(id: number): Promise<Row | null>;
    listForAdmin(filter: AdminListFilter): Promise<{ rows: Row[]; total: number }>;
    categories(onlyPublished: boolean): Promise<string[]>;
    slugTaken(slug: string, tx: Tx): Promise<boolean>;
  };
  present(row: Row): Item;
}

/**
 * "Draft until it has what it shows": publishing an item without its file (or a course without a lesson)
 * is refused with the kind's message on the status field, the same way for every kind.
 */
export function refusePublishWithout(status: PublishStatus, hasContent: boolean, message: string): void {
  if (status === 'published' && !hasContent) throw AppError.conflict(message, { status: message });
}

/**
 * The editing steps every content kind shares: the admin list (a professional's own), one item, whether an
 * editor may touch it (the policy table's `update:<kind>:own`, owner being the account of the item's team
 * card), her own team card, and inserting a new item under a free slug.
 */
export function contentEditing<Row extends EditableRow, Item, Key extends string>(
  app: FastifyInstance,
  kind: EditableKind<Row, Item, Key>,
) {
  const repo = kind.repository;

  const adminRow = async (id: number): Promise<Row> => {
    const row = await repo.findForAdmin(id);
    if (!row) throw AppError.notFound(kind.messages.notFound);
    return row;
  };

  return {
    adminRow,

    /** One page of every item (admins), or only those of one professional's team card (`trainerId`). */
    async adminList(query: AdminContentQuery, trainerId?: number) {
      const page = query.page ?? 1;
      const [{ rows, total }, categories] = await Promise.all([
        repo.listForAdmin({
          text: query.q || undefined,
          status: query.status,
          trainerId,
          ...pageWindow(page, kind.pageSize),
        }),
        repo.categories(false),
      ]);
      const items = { [kind.listKey]: rows.map(kind.present) } as Record<Key, Item[]>;
      return { success: true, ...items, total, page, per_page: kind.pageSize, categories };
    },

    /** One item as its editor shows it. */
    adminDetail: async (id: number): Promise<Item> => kind.present(await adminRow(id)),

    /**
     * Whether `actor` may edit item `id`: admins any; a professional only her own (policy table), anyone
     * else's being the same 404 as a missing one.
     */
    async assertMayEdit(actor: Actor, id: number): Promise<void> {
      const owner = await accountOfTrainer(app, (await adminRow(id)).trainerId);
      assertCan(actor, 'update', kind.entity, [owner], {
        hideOthers: true,
        notFoundMessage: kind.messages.notFound,
      });
    },

    /** The team card of a professional's account: what her new items carry. */
    ownTrainerId: (userId: number) => ownTrainerCard(app, userId, kind.messages.noTrainerCard),

    /**
     * Inserts a new item in one transaction under the first free slug of its title (`insert` writes the row,
     * its product and its audit entry, and answers its id); two editors saving the same title at once each
     * get their own slug.
     */
    insertUnderFreeSlug(title: string, insert: (tx: Tx, slug: string) => Promise<number>): Promise<number> {
      const attempt = () =>
        app.db.transaction(async (tx) =>
          insert(tx, await freeSlug(slugOf(title), (candidate) => repo.slugTaken(candidate, tx))),
        );
      return insertWithFreeSlug(attempt, kind.slugConstraint);
    },
  };
}
