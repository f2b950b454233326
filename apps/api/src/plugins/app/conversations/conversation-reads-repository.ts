import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  careRelationships,
  conversationAttachments,
  conversationMessages,
  conversations,
  trainers,
  trainerUnreadTotals,
  users,
} from '../../../db/schema/index';
import { statementName } from '../../../db/statement-names';

/*
 * The reads every open thread repeats (its row, a page of history, the list, the unread badge) as prepared
 * statements: built once, parsed and planned once per pooled connection, their values bound when they run
 * (issue 46's budgets; ADR 0090). Everything else in the domain stays in conversations-repository.ts.
 */

/** A conversation as a list shows it to one of its participants. */
export interface ConversationListRow {
  id: number;
  memberId: number;
  trainerId: number;
  trainerUserId: number | null;
  memberName: string;
  trainerName: string;
  open: boolean;
  memberUnread: number;
  trainerUnread: number;
  memberReadId: number;
  trainerReadId: number;
  lastMessageId: number | null;
  lastBody: string | null;
  lastSide: 'member' | 'professional' | null;
  lastAtMs: number | null;
  sortAt: string;
}

/** Whether the pair is in an open care relationship now: a thread takes new messages only then. */
const openCare = sql<boolean>`exists (select 1 from ${careRelationships} cr
    where cr.member_id = ${conversations.memberId} and cr.trainer_id = ${conversations.trainerId}
      and cr.ended_at is null)`;

/** One thread with its professional's account and whether it is open, by id (a value or a placeholder). */
export const threadQuery = (db: Db, id: number | Placeholder) =>
  db
    .select({ conversation: conversations, trainerUserId: trainers.userId, open: openCare })
    .from(conversations)
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .where(eq(conversations.id, id));

/**
 * A thread's page as PostgreSQL writes it: `messages` is the JSON text of the API's `messages` array
 * (`Message`, oldest first, "mine" from the reader's side), except that each attachment is the row its
 * signed link is made from (`AttachmentLink`); `files` counts them. With no file on the page (most pages) the
 * text is the answer as it is sent (ADR 0090, second addendum).
 */
export interface ThreadPage {
  conversation: { memberId: number; memberReadId: number; trainerReadId: number };
  trainerUserId: number | null;
  messages: string;
  files: number;
  /** The id to pass as `before` for the older page; null at the thread's start. */
  nextBefore: number | null;
}

/**
 * A thread with one page of its messages, each with its sender's first name and its attachments: one
 * statement, one round trip, one row. The page comes as the JSON text the API answers, written by
 * PostgreSQL: a row per message mapped field by field, and then a parsed page written again, cost the
 * server more than the query (ADR 0090). The page's files are read in one range of the thread's index (a
 * page is every message of the thread between its first and last id), not by a probe per message.
 * `limit + 1` messages are read to know whether an older page exists. No row: no such thread.
 */
function threadPageStatement(db: Db, before: boolean, limit: number) {
  const older = before ? sql`and m.id < ${sql.placeholder('before')}` : sql``;
  const shown = sql.raw(String(Math.trunc(limit)));
  const page = sql`(select c.member_id, t.user_id as trainer_user_id, c.member_read_id, c.trainer_read_id,
      p.messages, p.files, p.next_before
    from ${conversations} c
    join ${trainers} t on t.id = c.trainer_id
    cross join lateral (
      with read as (
        select m.id, m.conversation_id, m.sender_side, m.body, m.client_id, m.automatic, m.created_at,
          u.first_name
        from ${conversationMessages} m
        left join ${users} u on u.id = m.sender_user_id
        where m.conversation_id = c.id ${older}
        order by m.id desc
        limit ${shown} + 1
      ), page as (
        select * from read order by id desc limit ${shown}
      ), files as (
        select a.message_id, count(*) as count, json_agg(json_build_object(
            'id', a.id, 'kind', a.kind, 'name', a.name, 'sizeBytes', a.size_bytes, 'width', a.width,
            'height', a.height, 'storageKey', a.storage_key) order by a.id) as list
        from ${conversationAttachments} a
        where a.conversation_id = c.id
          and a.message_id between (select min(id) from page) and (select max(id) from page)
        group by a.message_id
      )
      -- Written by concatenation, each text through to_json (its quotes, backslashes and control characters
      -- escaped): PostgreSQL runs it at 1.6 times the rate of json_build_object, and the text is compact.
      select '[' || coalesce(string_agg('{"id":' || p.id || ',"conversation_id":' || p.conversation_id
          || ',"client_id":"' || p.client_id || '","mine":'
          || (p.sender_side = case when c.member_id = ${sql.placeholder('reader')}::int
            then 'member' else 'professional' end)
          || ',"sender_name":' || to_json(coalesce(p.first_name, 'Cuenta eliminada'))
          || ',"body":' || to_json(p.body) || ',"automatic":' || p.automatic
          || ',"attachments":' || coalesce(f.list::text, '[]')
          || ',"created_at":"' || to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '"}', ',' order by p.id), '') || ']' as messages,
        coalesce(sum(f.count), 0)::int as files,
        case when (select count(*) from read) > ${shown} then min(p.id) end as next_before
      from page p left join files f on f.message_id = p.id
    ) p
    where c.id = ${sql.placeholder('thread')}::int) as page`;
  return db
    .select({
      memberId: sql<number>`page.member_id`,
      trainerUserId: sql<number | null>`page.trainer_user_id`,
      memberReadId: sql<number>`page.member_read_id`.mapWith(Number),
      trainerReadId: sql<number>`page.trainer_read_id`.mapWith(Number),
      messages: sql<string>`page.messages`,
      files: sql<number>`page.files`,
      nextBefore: sql<number | null>`page.next_before`.mapWith(Number),
    })
    .from(page)
    .prepare(statementName('conversation_page'));
}

/**
 * The threads an account takes part in, on either side (as a member, or through her team cards), most
 * recent first, after a keyset cursor (the last message's time and the id), optionally only one thread.
 * The page's ids first, each side along its own index, then the names and last messages of those rows only:
 * a professional with 10,000 threads reads 50.
 */
function listStatement(db: Db, shape: { after: boolean; only: boolean; limit: number }) {
  const sortAt = sql`coalesce(c.last_message_at, c.created_at)`;
  const cursor = shape.after
    ? sql`and ((${sortAt}, c.id) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::int))`
    : sql``;
  const only = shape.only ? sql`and c.id = ${sql.placeholder('only')}::int` : sql``;
  const limit = sql.raw(String(Math.trunc(shape.limit)));
  const user = sql`${sql.placeholder('user')}::int`;
  const rows = sql`(
    with page as (
      select id, sort_at from (
        (select c.id, ${sortAt} as sort_at from conversations c
          where c.member_id = ${user} ${cursor} ${only}
          order by ${sortAt} desc, c.id desc limit ${limit})
        union all
        (select x.id, x.sort_at from trainers t cross join lateral (
          select c.id, ${sortAt} as sort_at from conversations c
          where c.trainer_id = t.id ${cursor} ${only}
          order by ${sortAt} desc, c.id desc limit ${limit}) x
        where t.user_id = ${user})
      ) both_sides
      order by sort_at desc, id desc limit ${limit}
    )
    select c.id, c.member_id as "memberId", c.trainer_id as "trainerId", t.user_id as "trainerUserId",
      (u.first_name || ' ' || u.last_name) as "memberName", t.name as "trainerName",
      exists (select 1 from care_relationships cr where cr.member_id = c.member_id
        and cr.trainer_id = c.trainer_id and cr.ended_at is null) as open,
      c.member_unread as "memberUnread", c.trainer_unread as "trainerUnread",
      c.member_read_id as "memberReadId", c.trainer_read_id as "trainerReadId",
      c.last_message_id as "lastMessageId", m.body as "lastBody", m.sender_side as "lastSide",
      (extract(epoch from m.created_at) * 1000)::float8 as "lastAtMs", p.sort_at::text as "sortAt"
    from page p
    join conversations c on c.id = p.id
    join trainers t on t.id = c.trainer_id
    join users u on u.id = c.member_id
    left join conversation_messages m on m.id = c.last_message_id
  ) listed`;
  // One row holding the page as JSON built by PostgreSQL (see threadPageStatement).
  return db
    .select({
      rows: sql<ConversationListRow[]>`coalesce(json_agg(to_json(listed)
        order by listed."sortAt"::timestamptz desc, listed.id desc), '[]'::json)`,
    })
    .from(rows)
    .prepare(statementName('conversation_list'));
}

/**
 * What an account has not read, on both sides, from kept counters: her threads as a member (a few, each
 * with its counter; a partial index holds only those with something unread) and, as a professional, the
 * total kept for each of her team cards (`trainer_unread_totals`, ADR 0090) instead of thousands of threads.
 */
function unreadStatement(db: Db) {
  const user = sql`${sql.placeholder('user')}::int`;
  return db
    .select({
      unread: sql<number>`(coalesce((select sum(member_unread) from ${conversations}
            where member_id = ${user} and member_unread > 0), 0)
          + coalesce((select sum(u.total) from ${trainerUnreadTotals} u
              join ${trainers} t on t.id = u.trainer_id where t.user_id = ${user}), 0))::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare(statementName('conversation_unread'));
}

/** The hot reads of the messages domain, prepared once per repository. */
export function conversationReads(db: Db) {
  const thread = threadQuery(db, sql.placeholder('id')).prepare(statementName('conversation_thread'));
  const pages = new Map<string, ReturnType<typeof threadPageStatement>>();
  const lists = new Map<string, ReturnType<typeof listStatement>>();
  const unread = unreadStatement(db);

  return {
    async thread(id: number) {
      const [row] = await thread.execute({ id });
      return row;
    },

    /**
     * The thread and a page of its history as `reader` sees it (an account's id: the member's side if it is
     * the thread's member, the professional's otherwise; see `threadPageStatement`), or undefined.
     */
    async threadPage(
      conversationId: number,
      before: number | undefined,
      limit: number,
      reader: number,
    ): Promise<ThreadPage | undefined> {
      const shape = `${before !== undefined}|${limit}`;
      let statement = pages.get(shape);
      if (!statement) {
        statement = threadPageStatement(db, before !== undefined, limit);
        pages.set(shape, statement);
      }
      const [row] = await statement.execute({ thread: conversationId, before, reader });
      if (!row) return undefined;
      const { messages, files, nextBefore, trainerUserId, ...conversation } = row;
      return { conversation, trainerUserId, messages, files, nextBefore };
    },

    async list(
      userId: number,
      after: { at: string; id: number } | undefined,
      limit: number,
      onlyId?: number,
    ): Promise<ConversationListRow[]> {
      const shape = { after: after !== undefined, only: onlyId !== undefined, limit };
      const name = JSON.stringify(shape);
      let statement = lists.get(name);
      if (!statement) {
        statement = listStatement(db, shape);
        lists.set(name, statement);
      }
      const [page] = await statement.execute({
        user: userId,
        afterAt: after?.at,
        afterId: after?.id,
        only: onlyId,
      });
      return page?.rows ?? [];
    },

    async unread(userId: number): Promise<number> {
      const [row] = await unread.execute({ user: userId });
      return Number(row?.unread ?? 0);
    },
  };
}
