import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** A professional's screens (/trainer/…); anyone else is sent to /home, like /trainer/classes. */
export function ProfessionalOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (session.user.account_role !== 'trainer') return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
