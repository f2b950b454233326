import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fullNameSql } from '../../../db/person-name';
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

/**
 * A page of an account's threads as PostgreSQL writes it: `conversations` is the JSON text of the API's
 * `conversations` array (`Conversation`, as the reader sees each thread); `next` is the keyset cursor's
 * values (the last row's time as text, and its id) when an older page exists.
 */
export interface ListPage {
  conversations: string;
  next: { at: string; id: number } | null;
}

/** The side `reader` (an account's id) reads thread `c` from: the member's if she is its member (`sideOf`). */
const readerSide = (reader: SQL) =>
  sql`case when c.member_id = ${reader} then 'member' else 'professional' end`;

/**
 * A message's files as the rows their signed links are made from (`AttachmentLink`), in upload order. Read
 * only for a message whose send claimed some (`attachment_count`): most pages have none, and then no file
 * is looked for at all.
 */
const filesOf = (messageId: SQL) => sql`select json_agg(json_build_object('id', a.id, 'kind', a.kind,
    'name', a.name, 'sizeBytes', a.size_bytes, 'width', a.width, 'height', a.height,
    'storageKey', a.storage_key) order by a.id)
  from ${conversationAttachments} a where a.message_id = ${messageId}`;

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
 * server more than the query (ADR 0090). The time's text and the count of files are kept on each message
 * (ADR 0090, fourth addendum): files are looked up only for the messages that have some (`filesOf`).
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
        select m.id, m.conversation_id, m.sender_side, m.body, m.client_id, m.automatic, m.created_at_iso,
          m.attachment_count, u.first_name
        from ${conversationMessages} m
        left join ${users} u on u.id = m.sender_user_id
        where m.conversation_id = c.id ${older}
        order by m.id desc
        limit ${shown} + 1
      ), page as (
        select * from read order by id desc limit ${shown}
      )
      -- Written by concatenation, each text through to_json (its quotes, backslashes and control characters
      -- escaped): PostgreSQL runs it at 1.6 times the rate of json_build_object, and the text is compact.
      select '[' || coalesce(string_agg('{"id":' || p.id || ',"conversation_id":' || p.conversation_id
          || ',"client_id":"' || p.client_id || '","mine":'
          || (p.sender_side = ${readerSide(sql`${sql.placeholder('reader')}::int`)})
          || ',"sender_name":' || to_json(coalesce(p.first_name, 'Cuenta eliminada'))
          || ',"body":' || to_json(p.body) || ',"automatic":' || p.automatic
          || ',"attachments":' || case when p.attachment_count = 0 then '[]'
            else coalesce((${filesOf(sql`p.id`)})::text, '[]') end
          || ',"created_at":"' || p.created_at_iso
          || '"}', ',' order by p.id), '') || ']' as messages,
        coalesce(sum(p.attachment_count), 0)::int as files,
        case when (select count(*) from read) > ${shown} then min(p.id) end as next_before
      from page p
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
 * a professional with 10,000 threads reads 50. Written as the API's JSON text by concatenation, as a page of
 * history is (see threadPageStatement): the parse, the mapping and the second write cost the server more
 * than PostgreSQL's writing. `shown + 1` threads are read to know whether an older page exists.
 */
function listStatement(db: Db, shape: { after: boolean; only: boolean; shown: number }) {
  const sortAt = sql`coalesce(c.last_message_at, c.created_at)`;
  const cursor = shape.after
    ? sql`and ((${sortAt}, c.id) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::int))`
    : sql``;
  const only = shape.only ? sql`and c.id = ${sql.placeholder('only')}::int` : sql``;
  const shown = sql.raw(String(Math.trunc(shape.shown)));
  const read = sql.raw(String(Math.trunc(shape.shown) + 1));
  const user = sql`${sql.placeholder('user')}::int`;
  const asMember = sql`c.member_id = ${user}`;
  const listed = sql`(
    with page as (
      select id, sort_at from (
        (select c.id, ${sortAt} as sort_at from conversations c
          where c.member_id = ${user} ${cursor} ${only}
          order by ${sortAt} desc, c.id desc limit ${read})
        union all
        (select x.id, x.sort_at from trainers t cross join lateral (
          select c.id, ${sortAt} as sort_at from conversations c
          where c.trainer_id = t.id ${cursor} ${only}
          order by ${sortAt} desc, c.id desc limit ${read}) x
        where t.user_id = ${user})
      ) both_sides
      order by sort_at desc, id desc limit ${read}
    )
    -- Every value is not null or coalesced: a null would make its whole thread's text null, and drop it.
    select p.id, p.sort_at, row_number() over (order by p.sort_at desc, p.id desc) as n,
      '{"id":' || c.id || ',"with":' || case when ${asMember}
          then '{"name":' || to_json(t.name) || ',"role":"professional","id":' || c.trainer_id
          else '{"name":' || to_json(${fullNameSql(sql`u.first_name`, sql`u.last_name`)}) || ',"role":"member","id":' || c.member_id
        end
        || '},"open":' || exists (select 1 from care_relationships cr where cr.member_id = c.member_id
          and cr.trainer_id = c.trainer_id and cr.ended_at is null)
        || ',"unread":' || case when ${asMember} then c.member_unread else c.trainer_unread end
        || ',"last_message":' || case when m.id is null then 'null'
          else '{"id":' || m.id || ',"body":' || to_json(m.body) || ',"mine":'
            || (m.sender_side = ${readerSide(user)})
            || ',"created_at":"' || m.created_at_iso
            || '"}' end
        || ',"seen_up_to":' || coalesce(nullif(case when ${asMember} then c.trainer_read_id
          else c.member_read_id end, 0)::text, 'null')
        || '}' as json
    from page p
    join conversations c on c.id = p.id
    join trainers t on t.id = c.trainer_id
    join users u on u.id = c.member_id
    left join conversation_messages m on m.id = c.last_message_id
  ) listed`;
  const more = sql`count(*) > ${shown}`;
  return db
    .select({
      conversations: sql<string>`'[' || coalesce(string_agg(listed.json, ',' order by listed.n)
        filter (where listed.n <= ${shown}), '') || ']'`,
      nextAt: sql<string | null>`case when ${more}
        then max(listed.sort_at::text) filter (where listed.n = ${shown}) end`,
      nextId: sql<
        number | null
      >`case when ${more} then max(listed.id) filter (where listed.n = ${shown}) end`,
    })
    .from(listed)
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

    /**
     * A page of `userId`'s threads (`shown` of them) after the cursor, or only thread `onlyId` if it is
     * hers, as the JSON text of the API's array (see `listStatement`).
     */
    async list(
      userId: number,
      after: { at: string; id: number } | undefined,
      shown: number,
      onlyId?: number,
    ): Promise<ListPage> {
      const shape = { after: after !== undefined, only: onlyId !== undefined, shown };
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
      const next =
        page && page.nextAt !== null && page.nextId !== null ? { at: page.nextAt, id: page.nextId } : null;
      return { conversations: page?.conversations ?? '[]', next };
    },

    async unread(userId: number): Promise<number> {
      const [row] = await unread.execute({ user: userId });
      return Number(row?.unread ?? 0);
    },
  };
}
