import { Navigate } from 'react-router';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import { paths } from '@/config/paths';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { homePathFor, useSession } from '@/lib/auth';

/** SPEC §2: admins to /admin, members to /home, anyone else to /login. */
export default function DashboardRedirectRoute() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingScreen title={UI_TEXT.validatingPermissions} />;
  if (session.status === 'anonymous') return <Navigate to={paths.login} replace />;
  return <Navigate to={homePathFor(session.user)} replace />;
}
