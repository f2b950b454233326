import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_PAGE_SIZE,
  ConversationResponseSchema,
  ConversationsResponseSchema,
  MessagesResponseSchema,
  type Conversation,
} from '@vitalia/shared/conversations';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { MessagesPage } from '../messages-page';

const thread = (id: number, name: string): Conversation => ({
  id,
  with: { name, role: 'member', id: 1000 + id },
  open: true,
  unread: 0,
  last_message: null,
  seen_up_to: null,
});

/** Her threads as the server pages them: the first page, then the rest by the cursor it gave. */
function mockList(total: number) {
  const all = Array.from({ length: total }, (_, index) => thread(index + 1, `Clienta ${index + 1}`));
  const asked: string[] = [];
  server.use(
    http.get('/api/conversations', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      asked.push(cursor ?? 'first');
      const from = cursor === null ? 0 : Number(cursor);
      const page = all.slice(from, from + CONVERSATIONS_PAGE_SIZE);
      const next =
        from + CONVERSATIONS_PAGE_SIZE < all.length ? String(from + CONVERSATIONS_PAGE_SIZE) : null;
      return HttpResponse.json(
        ConversationsResponseSchema.parse({ success: true, conversations: page, next_cursor: next }),
      );
    }),
  );
  return asked;
}

describe('/mensajes, the list of her threads', () => {
  it('shows a page of threads and the older ones when she asks, each once', async () => {
    const asked = mockList(CONVERSATIONS_PAGE_SIZE + 3);
    const user = userEvent.setup();
    renderApp(<MessagesPage />, { user: buildUser(), route: '/mensajes' });
    const list = await screen.findByRole('region', { name: 'Conversaciones' });
    await within(list).findByText(`Clienta ${CONVERSATIONS_PAGE_SIZE}`);
    expect(within(list).queryByText(`Clienta ${CONVERSATIONS_PAGE_SIZE + 1}`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ver conversaciones anteriores' }));
    await within(list).findByText(`Clienta ${CONVERSATIONS_PAGE_SIZE + 3}`);
    expect(within(list).getAllByRole('button', { name: /^Clienta / })).toHaveLength(
      CONVERSATIONS_PAGE_SIZE + 3,
    );
    expect(screen.queryByRole('button', { name: 'Ver conversaciones anteriores' })).toBeNull();
    expect(asked).toEqual(['first', String(CONVERSATIONS_PAGE_SIZE)]);
  });

  it('opens a thread asked for by address though it is older than the pages loaded', async () => {
    mockList(CONVERSATIONS_PAGE_SIZE + 3);
    server.use(
      http.get('/api/conversations/:id', ({ params }) =>
        params.id === '77'
          ? HttpResponse.json(
              ConversationResponseSchema.parse({
                success: true,
                conversation: thread(77, 'Clienta antigua'),
              }),
            )
          : HttpResponse.json(
              { success: false, message: 'No encontramos esa conversación.' },
              { status: 404 },
            ),
      ),
      http.get('/api/conversations/:id/scheduled', () => HttpResponse.json({ success: true, scheduled: [] })),
      http.get('/api/conversations/:id/messages', () =>
        HttpResponse.json(
          MessagesResponseSchema.parse({ success: true, messages: [], next_before: null, seen_up_to: null }),
        ),
      ),
    );
    renderApp(<MessagesPage />, { user: buildUser(), route: '/mensajes?c=77' });
    const opened = await screen.findByRole('region', { name: 'Conversación con Clienta antigua' });
    expect(await within(opened).findByText('Escribe el primer mensaje.')).toBeDefined();
  });
});
