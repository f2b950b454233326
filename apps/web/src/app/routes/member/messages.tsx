import { MessagesPage } from '@/features/conversations/components/messages-page';

/** /mensajes: her conversations with the professionals caring for her (issue 46). */
export default function MessagesRoute() {
  return <MessagesPage />;
}
