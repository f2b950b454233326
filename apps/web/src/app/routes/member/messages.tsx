import { MessagesPage } from '@/features/conversations/components/messages-page';
import { AwayReplySettings } from '@/features/conversations/components/away-reply-settings';
import { useAdminHasPractice } from '@/features/practice/api/get-practice-card';
import { useSession } from '@/lib/auth';

/** /mensajes: her conversations with the professionals caring for her, or a professional's with her clients (issue 46). */
export default function MessagesRoute() {
  const session = useSession();
  const adminWithPractice = useAdminHasPractice();
  const professional =
    (session.status === 'authenticated' && session.user.account_role === 'trainer') || adminWithPractice;
  return <MessagesPage professionalTools={professional ? <AwayReplySettings /> : undefined} />;
}
