import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';

interface UnknownPathState {
  unknownPath?: string;
}

/** SPEC: other paths redirect to /home. The address she typed travels along, so home can say it did not exist. */
export function UnknownPathRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={paths.home} replace state={{ unknownPath: pathname } satisfies UnknownPathState} />;
}

/** Tells the member that the address she opened does not exist, once (issue 11), instead of a silent jump. */
export function useUnknownPathNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const unknownPath = (location.state as UnknownPathState | null)?.unknownPath;
  useEffect(() => {
    if (!unknownPath) return;
    toast.show({
      type: 'info',
      title: 'Esa dirección no existe',
      message: `No encontramos «${unknownPath}»; te trajimos al inicio.`,
    });
    // Drop the state so a reload does not repeat the notice.
    void navigate(location.pathname, { replace: true, state: null });
  }, [unknownPath, toast, navigate, location.pathname]);
}
