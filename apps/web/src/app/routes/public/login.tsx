import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/layouts/loading-screen';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { GoogleButton } from '@/features/auth/components/google-button';

// The registration form brings zod and the phone input: it loads only when someone wants to register.
const RegisterForm = lazy(() => import('@/features/auth/components/register-form'));

type Mode = 'login' | 'register';

/** SPEC §2 /login: sign-in and registration on one screen, the forgot-password sub-view and Google. */
export default function LoginRoute() {
  // The storefront's "Crear mi cuenta" links here with ?registro=1: she lands on the sign-up form.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.has('registro') ? 'register' : 'login');
  const [forgotOpen, setForgotOpen] = useState(false);

  // Toggling remounts the forms (key), which resets fields, errors and touched state, and closes the sub-view.
  const toggle = () => {
    setMode((current) => (current === 'login' ? 'register' : 'login'));
    setForgotOpen(false);
  };

  if (forgotOpen) {
    return (
      <AuthLayout title="¿Olvidaste tu contraseña?" subtitle="Te ayudamos a recuperar el acceso.">
        <ForgotPasswordForm
          backAction={
            <button
              type="button"
              className="font-medium text-brand-700 hover:underline"
              onClick={() => setForgotOpen(false)}
            >
              Volver
            </button>
          }
        />
      </AuthLayout>
    );
  }

  const isLogin = mode === 'login';
  return (
    <AuthLayout
      title={isLogin ? 'Iniciar sesión' : 'Crear cuenta'}
      subtitle={isLogin ? 'Qué bueno verte de nuevo.' : 'Empieza hoy tu plan de salud con Vitalia.'}
    >
      <div key={mode} className="space-y-6">
        {isLogin ? (
          <LoginForm onForgotPassword={() => setForgotOpen(true)} />
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center py-10" role="status" aria-label="Cargando formulario">
                <Spinner />
              </div>
            }
          >
            <RegisterForm />
          </Suspense>
        )}
        <GoogleButton />
        <p className="text-center text-sm text-gray-600">
          {isLogin ? '¿No tienes cuenta?' : '¿Ya eres parte de Vitalia?'}{' '}
          <button type="button" onClick={toggle} className="font-semibold text-brand-700 hover:underline">
            {isLogin ? 'Crear cuenta nueva' : 'Ya tengo cuenta'}
          </button>
        </p>
        <p className="text-center text-sm">
          <Link to={paths.storePlans} className="font-medium text-brand-700 hover:underline">
            Planes y precios
          </Link>{' '}
          ·{' '}
          <Link to={paths.storeTeam} className="font-medium text-brand-700 hover:underline">
            Nuestro equipo
          </Link>{' '}
          ·{' '}
          <Link to={paths.storeEvaluation} className="font-medium text-brand-700 hover:underline">
            Evaluación gratis
          </Link>
        </p>
        <p className="text-center text-xs text-gray-500">
          <a href={paths.terms} target="_blank" rel="noopener noreferrer" className="hover:underline">
            Términos y condiciones
          </a>{' '}
          ·{' '}
          <a href={paths.privacy} target="_blank" rel="noopener noreferrer" className="hover:underline">
            Política de privacidad
          </a>{' '}
          ·{' '}
          <Link to={paths.loginAdmin} className="hover:underline">
            Acceso administrativo
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
