import { Link } from 'react-router';
import { Bell, CalendarPlus, Crown, PlayCircle, Sparkles, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';

const STEPS = [
  {
    icon: UserRound,
    title: 'Completa tu perfil',
    text: 'Agrega tu foto y tus datos para que tu equipo te conozca.',
    to: paths.profile,
    cta: 'Ir a Mi Perfil',
  },
  {
    icon: PlayCircle,
    title: 'Mira los videos gratis',
    text: 'Recetas, rutinas y técnicas de respiración para empezar hoy.',
    to: paths.videos,
    cta: 'Ver videos',
  },
  {
    icon: CalendarPlus,
    title: 'Agenda tu primera consulta',
    text: 'Elige profesional, día y hora. Te recordamos la cita por notificación.',
    to: paths.agenda,
    cta: 'Agendar',
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

export default function TutorialRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold text-brand-900">Cómo funciona Vitalia</h1>
      <p className="mt-2 text-gray-600">Seis pasos para sacarle provecho a tu espacio de salud.</p>
      <ol className="mt-8 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
              {index + 1}
            </span>
            <div className="flex-1">
              <p className="flex items-center gap-2 font-semibold text-gray-900">
                <step.icon aria-hidden className="size-5 text-brand-600" />
                {step.title}
              </p>
              <p className="mt-1 text-sm text-gray-600">{step.text}</p>
            </div>
            <Link to={step.to} className="btn-secondary">
              {step.cta}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
