import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { FullScreenTransition } from '@/components/ui/full-screen-transition';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';

/** SPEC §2 /login-admin, with the animated hand-over to the member sign-in. */
export default function LoginAdminRoute() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthLayout
      title="Panel administrativo"
      subtitle="Acceso exclusivo para el equipo de Vitalia."
      audience="admin"
    >
      <div className="mb-6 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <ShieldCheck aria-hidden className="size-5" />
        Tus permisos se validan en el servidor en cada acción.
      </div>
      <AdminLoginForm onSuccess={() => void navigate(paths.admin.root, { replace: true })} />
      <p className="mt-6 text-center text-sm text-gray-600">
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline"
          onClick={() => setLeaving(true)}
        >
          ¿Tienes cuenta de usuario?
        </button>
      </p>
      {leaving ? (
        <FullScreenTransition direction="toUser" onComplete={() => void navigate(paths.login)} />
      ) : null}
    </AuthLayout>
  );
}
