import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  Bell,
  CalendarPlus,
  CheckCircle2,
  ClipboardList,
  Crown,
  PlayCircle,
  Sparkles,
  UserRound,
} from 'lucide-react';
import type { ChecklistKey } from '@vitalia/shared/onboarding-rules';
import { paths } from '@/config/paths';
import { isAdminUser, useSession } from '@/lib/auth';
import { ComingSoonBadge } from '@/components/layouts/coming-soon';
import { useHome } from '@/features/onboarding/api/get-home';
import { useMarkTutorialSeen } from '@/features/onboarding/api/mark-tutorial-seen';

interface Step {
  icon: typeof UserRound;
  title: string;
  text: string;
  to: string;
  cta: string;
  /** The checklist step this one completes, so the page can show it done (or "Muy pronto"). */
  checklist?: ChecklistKey;
}

const STEPS: Step[] = [
  {
    icon: UserRound,
    title: 'Completa tu perfil',
    text: 'Agrega tu foto y tus datos para que tu equipo te conozca.',
    to: paths.profile,
    cta: 'Ir a Mi Perfil',
    checklist: 'profile',
  },
  {
    icon: ClipboardList,
    title: 'Cuéntanos qué buscas',
    text: 'Un cuestionario breve para que tu equipo adapte tus recomendaciones.',
    to: paths.welcome,
    cta: 'Responder',
    checklist: 'intake',
  },
  {
    icon: PlayCircle,
    title: 'Mira los videos gratis',
    text: 'Recetas, rutinas y técnicas de respiración para empezar hoy.',
    to: paths.videos,
    cta: 'Ver videos',
    checklist: 'first_video',
  },
  {
    icon: CalendarPlus,
    title: 'Agenda tu primera consulta',
    text: 'Elige profesional, día y hora. Te recordamos la cita por notificación.',
    to: paths.agenda,
    cta: 'Agendar',
    checklist: 'first_appointment',
  },
  {
    icon: Sparkles,
    title: 'Lee tu mensaje del día',
    text: 'El botón dorado abajo a la derecha trae un mensaje nuevo cada día.',
    to: paths.home,
    cta: 'Volver al inicio',
  },
  {
    icon: Bell,
    title: 'Revisa tus notificaciones',
    text: 'La campana te avisa de clases, citas y novedades en tiempo real.',
    to: paths.dashboard,
    cta: 'Ver mi dashboard',
  },
  {
    icon: Crown,
    title: 'Elige tu plan',
    text: 'Free para empezar; Premium y Prime para cursos completos y más consultas.',
    to: paths.membershipPlans,
    cta: 'Ver planes',
  },
];

/** SPEC /tutorial: how Vitalia works; for a signed-in member it also shows which steps she has done. */
export default function TutorialRoute() {
  const session = useSession();
  const isMember = session.status === 'authenticated' && !isAdminUser(session.user);
  const home = useHome(isMember);
  const markSeen = useMarkTutorialSeen();
  const { mutate: markTutorialSeen } = markSeen;
  // Opening the tutorial is what "Mira el tutorial" asks; recording it twice changes nothing.
  useEffect(() => {
    if (isMember) markTutorialSeen();
  }, [isMember, markTutorialSeen]);
  const progress = new Map(home.data?.checklist.map((item) => [item.key, item]));

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold text-brand-900">Cómo funciona Vitalia</h1>
      <p className="mt-2 text-gray-600">Siete pasos para sacarle provecho a tu espacio de salud.</p>
      <ol className="mt-8 space-y-4">
        {STEPS.map((step, index) => {
          const item = step.checklist ? progress.get(step.checklist) : undefined;
          return (
            <li key={step.title} className="card flex flex-col gap-4 sm:flex-row sm:items-center">
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-full font-semibold ${
                  item?.done ? 'bg-emerald-100 text-emerald-800' : 'bg-brand-100 text-brand-800'
                }`}
              >
                {item?.done ? <CheckCircle2 aria-hidden className="size-5" /> : index + 1}
              </span>
              <div className="flex-1">
                <p className="flex items-center gap-2 font-semibold text-gray-900">
                  <step.icon aria-hidden className="size-5 text-brand-600" />
                  {step.title}
                  {item?.done ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                      Hecho
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-gray-600">{step.text}</p>
              </div>
              {item && !item.available && !item.done ? (
                <ComingSoonBadge className="self-start sm:self-center" />
              ) : (
                <Link to={step.to} className="btn-secondary">
                  {step.cta}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-8 text-center text-sm text-gray-600">
        ¿Te quedó alguna duda?{' '}
        <Link to={paths.contact} className="font-medium text-brand-700 underline">
          Contáctanos
        </Link>
      </p>
    </div>
  );
}
