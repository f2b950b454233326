import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Message } from '@vitalia/shared/conversations';
import { formatDaySeparator, santiagoDay } from '@vitalia/shared/dates';
import { Bubble } from './message-bubble';
import { ReportMessage } from './report-message';

type Row = { kind: 'day'; key: string; at: string } | { kind: 'message'; key: string; message: Message };

/** The thread's rows: a day separator (Santiago's calendar) before the first message of each day. */
function rowsOf(messages: Message[]): Row[] {
  const rows: Row[] = [];
  let day = '';
  for (const message of messages) {
    const today = santiagoDay(message.created_at);
    if (today !== day) rows.push({ kind: 'day', key: `day-${today}`, at: message.created_at });
    day = today;
    rows.push({ kind: 'message', key: `m-${message.id}`, message });
  }
  return rows;
}

/**
 * The history, virtualised (issue 46): only the rows on screen are in the page, so a thread of years scrolls
 * as one of a day. It opens at the newest message and follows new ones; older pages come with "Mensajes
 * anteriores", keeping her place.
 */
export function MessageList({
  conversationId,
  messages,
  seenUpTo,
  hasOlder,
  loadingOlder,
  onOlder,
  footer,
}: {
  conversationId: number;
  messages: Message[];
  seenUpTo: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => Promise<unknown>;
  footer: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = rowsOf(messages);
  const lastMine = [...messages].reverse().find((message) => message.mine);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 88,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });
  const newest = messages.at(-1)?.id;
  // At the newest message on opening, and again when one arrives (hers or theirs).
  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message
  }, [newest]);
  // After an older page, the message she was reading stays where it was.
  const keepAt = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!keepAt.current) return;
    const index = rows.findIndex((row) => row.key === keepAt.current);
    keepAt.current = null;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  });

  return (
    // Focusable, so a keyboard can scroll it even when the messages on screen hold no link or button.
    <div
      ref={scroller}
      role="log"
      aria-label="Mensajes"
      tabIndex={0}
      className="h-[60vh] overflow-y-auto rounded-lg p-3 focus-visible:outline-2 focus-visible:outline-brand-600 lg:h-[30rem]"
      aria-live="polite"
    >
      {hasOlder ? (
        <div className="pb-2 text-center">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={loadingOlder}
            onClick={() => {
              keepAt.current = rows[0]?.key ?? null;
              void onOlder();
            }}
          >
            {loadingOlder ? 'Cargando…' : 'Mensajes anteriores'}
          </button>
        </div>
      ) : null}
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="absolute left-0 top-0 w-full pb-2"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'day' ? (
                <p className="py-1 text-center text-xs font-semibold text-gray-600">
                  {formatDaySeparator(row.at)}
                </p>
              ) : (
                <Bubble
                  message={row.message}
                  seen={row.message.id === lastMine?.id && seenUpTo !== null && seenUpTo >= row.message.id}
                  footer={
                    row.message.mine ? null : (
                      <ReportMessage conversationId={conversationId} messageId={row.message.id} />
                    )
                  }
                />
              )}
            </div>
          );
        })}
      </div>
      {footer}
    </div>
  );
}
