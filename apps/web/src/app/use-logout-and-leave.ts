import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth';

/** Logout, then /login whatever the server answered (SPEC §4). */
export function useLogoutAndLeave(): () => void {
  const logout = useLogout();
  const navigate = useNavigate();
  return () => logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) });
}
