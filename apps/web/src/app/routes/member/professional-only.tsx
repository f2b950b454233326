import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { isAdminUser, useSession } from '@/lib/auth';

/**
 * A professional's screens (/trainer/…), and an admin's who also sees clients (without a team card her
 * practice's pages say so); anyone else is sent to /home.
 */
export function ProfessionalOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (session.user.account_role !== 'trainer' && !isAdminUser(session.user))
    return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
