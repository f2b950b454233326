import { Link } from 'react-router';
import { CalendarCheck, GraduationCap, PlayCircle, FileText } from 'lucide-react';
import { PublicPage } from '@/components/layouts/public-page';
import { paths } from '@/config/paths';

const STEPS = [
  {
    icon: GraduationCap,
    title: 'Aprende a tu ritmo',
    text: 'Cursos cortos de nutrición, actividad física y bienestar emocional, con videos y guías prácticas.',
  },
  {
    icon: CalendarCheck,
    title: 'Conversa con tu equipo',
    text: 'Agenda consultas 1:1 con nutricionistas, kinesiólogos y psicólogos, en línea y a tu horario.',
  },
  {
    icon: PlayCircle,
    title: 'Muévete en vivo',
    text: 'Clases guiadas y webinars semanales para resolver tus dudas en tiempo real.',
  },
  {
    icon: FileText,
    title: 'Lleva todo contigo',
    text: 'Recetarios, planes y plantillas en PDF para imprimir o usar en tu teléfono.',
  },
];

export default function LearnMoreRoute() {
  return (
    <PublicPage title="Conoce Vitalia">
      <p className="text-lg">
        Vitalia es un espacio de acompañamiento en salud y nutrición creado en Chile. Combinamos educación,
        profesionales reales y herramientas simples para que los cambios de hábitos duren, sin dietas extremas
        ni culpas.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step) => (
          <li key={step.title} className="card">
            <step.icon aria-hidden className="size-8 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold text-gray-900" style={{ marginTop: '0.75rem' }}>
              {step.title}
            </h2>
            <p className="mt-1 text-gray-600">{step.text}</p>
          </li>
        ))}
      </ul>
      <p>
        Empieza gratis con el plan Free y, cuando quieras más acompañamiento, elige Premium o Prime. Puedes
        cambiar o cancelar tu plan cuando quieras.
      </p>
      <Link to={paths.login} className="btn-primary">
        Crear mi cuenta
      </Link>
    </PublicPage>
  );
}
