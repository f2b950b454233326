-- A page of history writes each message's time as the API does and its files only when it has some (ADR 0090,
-- fourth addendum). Both are fixed when the message is sent, so they are kept on the row instead of being
-- worked out for 50 messages on every read.
-- to_char is only STABLE in general (some patterns read the locale); this pattern reads neither the locale nor
-- the session's time zone, so the same instant always gives the same text: IMMUTABLE is true here, and a
-- generated column needs it.
CREATE OR REPLACE FUNCTION iso_utc_ms(instant timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_char(instant AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "created_at_iso" text GENERATED ALWAYS AS (iso_utc_ms(created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversation_messages" m SET "attachment_count" = f.count
  FROM (SELECT message_id, count(*) AS count FROM "conversation_attachments"
    WHERE message_id IS NOT NULL GROUP BY message_id) f
  WHERE m.id = f.message_id;
