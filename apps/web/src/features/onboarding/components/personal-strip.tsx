import { Link } from 'react-router';
import { ClipboardList, Target } from 'lucide-react';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useHome } from '../api/get-home';
import { useIntake } from '../api/get-intake';
import { useSkipIntake } from '../api/skip-intake';
import { NextStepCard, UpcomingCard } from './next-step';

/**
 * A placeholder of the strip's shape and height (as it first looks, with the intake invitation) while it
 * loads: the hero below does not jump when the strip arrives (Lighthouse counted 0.08 of layout shift).
 */
export function StripSkeleton() {
  return (
    <div
      role="status"
      aria-label="Cargando tu resumen"
      className="grid animate-pulse gap-4 md:grid-cols-[1fr_1.3fr]"
    >
      <div>
        <div className="h-9 w-48 rounded-lg bg-gray-200" />
        <div className="mt-2 h-6 w-56 rounded-lg bg-gray-100" />
        <div className="mt-3 h-5 w-64 rounded-lg bg-gray-100" />
      </div>
      <div className="h-64 rounded-2xl bg-gray-200 md:h-55" />
    </div>
  );
}

/**
 * The top of /home for a signed-in member (issue 11): "Hola, {nombre}", her goal, one next step and her
 * next appointment or class. Until she answers or skips the intake, the strip invites her to it instead.
 */
export function PersonalStrip() {
  const home = useHome();
  const intake = useIntake();
  const skip = useSkipIntake();
  const toast = useToast();
  if (home.isPending || intake.isPending) return <StripSkeleton />;
  // The landing below still works without the strip: a failure here is quiet, not a broken page.
  if (home.isError || intake.isError) return null;
  const data = home.data;

  return (
    <section aria-labelledby="strip-title" className="grid gap-4 md:grid-cols-[1fr_1.3fr] md:items-start">
      <div>
        <h2 id="strip-title" className="text-2xl font-semibold text-brand-900 sm:text-3xl">
          Hola, {data.first_name}
        </h2>
        {data.goal ? (
          <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            <Target aria-hidden className="size-4" /> Tu objetivo: {data.goal}
          </p>
        ) : (
          <p className="mt-2 text-gray-600">Qué bueno tenerte aquí.</p>
        )}
        <p className="mt-3 text-sm text-gray-600">
          Llevas {data.done} de {data.total} primeros pasos.{' '}
          <Link to={paths.dashboard} className="font-medium text-brand-800 underline underline-offset-2">
            Ver mi dashboard
          </Link>
        </p>
        <div className="mt-4">
          <UpcomingCard home={data} />
        </div>
      </div>
      {intake.data.prompt ? (
        <section
          aria-labelledby="intake-invite-title"
          className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm"
        >
          <ClipboardList aria-hidden className="size-7 text-brand-100" />
          <h3 id="intake-invite-title" className="mt-2 text-xl font-semibold">
            Cuéntanos qué buscas
          </h3>
          <p className="mt-1 text-brand-50">
            Cuatro preguntas breves (2 minutos) para que tu equipo adapte tus recomendaciones.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.welcome} className="btn bg-white text-brand-900 hover:bg-brand-50">
              Empezar
            </Link>
            <button
              type="button"
              className="btn text-white hover:bg-white/10"
              disabled={skip.isPending}
              onClick={() =>
                skip.mutate(undefined, {
                  onSuccess: (response) => toast.show({ type: 'info', title: response.message }),
                  onError: (error) =>
                    toast.show({
                      type: 'error',
                      title: generalMessage(error),
                    }),
                })
              }
            >
              Ahora no
            </button>
          </div>
        </section>
      ) : (
        <NextStepCard home={data} headingLevel={3} />
      )}
    </section>
  );
}
