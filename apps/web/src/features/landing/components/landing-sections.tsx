import { Link } from 'react-router';
import {
  Apple,
  BadgeCheck,
  CalendarHeart,
  FileText,
  GraduationCap,
  HeartHandshake,
  Lock,
  PlayCircle,
  Sprout,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { formatCount, formatDecimal } from '@/utils/format';

/** SPEC §2 landing stats: fixed figures, written the Chilean way (issue 11: "1.200+", "4,9"). */
const STATS = [
  { value: `${formatCount(1200)}+`, label: 'vidas transformadas' },
  { value: formatDecimal(4.9), label: 'de valoración' },
  { value: '95%', label: 'de satisfacción' },
  // SPEC's "24/7 support", said of what is true at any hour (issue 42 §11): the team answers in its hours
  // (Contáctanos), while her plan's content is open day and night. ADR 0063.
  { value: '24/7', label: 'acceso a tu plan' },
];

const VALUES = [
  { icon: Sprout, title: 'Hábitos que duran', text: 'Cambios pequeños y sostenibles, sin dietas extremas.' },
  { icon: HeartHandshake, title: 'Cercanía', text: 'Un equipo que te conoce y te acompaña en cada etapa.' },
  {
    icon: BadgeCheck,
    title: 'Evidencia',
    text: 'Recomendaciones basadas en ciencia y guías clínicas chilenas.',
  },
];

const SERVICES = [
  {
    icon: GraduationCap,
    title: 'Cursos premium',
    text: 'Programas guiados de nutrición, movimiento y bienestar.',
    to: paths.membershipPlans,
  },
  {
    icon: PlayCircle,
    title: 'Videos educativos',
    text: 'Recetas, rutinas y técnicas en videos cortos.',
    to: paths.videos,
  },
  {
    icon: CalendarHeart,
    title: 'Consultas 1:1',
    text: 'Agenda con nutricionistas, kinesiólogos y psicólogos.',
    to: paths.agenda,
  },
  {
    icon: FileText,
    title: 'Recursos PDF',
    text: 'Recetarios, guías y planes para descargar.',
    to: paths.library,
  },
];

const BADGES = [
  { icon: Lock, text: 'Datos de salud protegidos' },
  { icon: Users, text: 'Profesionales titulados' },
  { icon: Apple, text: 'Enfoque sin culpas' },
];

export function Hero() {
  return (
    <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 px-6 py-12 text-white sm:px-12 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">
        Coaching de salud y nutrición
      </p>
      <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-semibold sm:text-5xl">
        Transforma tus hábitos con un equipo que te acompaña
      </h1>
      <p className="mt-4 max-w-xl text-brand-50">
        Planes de alimentación, actividad física y bienestar emocional diseñados por profesionales chilenos, a
        tu ritmo y desde cualquier lugar.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.membershipPlans} className="btn bg-sun-400 px-6 py-3 text-brand-900 hover:bg-sun-500">
          Comenzar Mi Transformación
        </Link>
        <Link
          to={paths.tutorial}
          className="btn border border-white/40 px-6 py-3 text-white hover:bg-white/10"
        >
          Ver cómo funciona
        </Link>
      </div>
    </section>
  );
}

export function Stats() {
  return (
    <section aria-label="Vitalia en cifras" className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <div key={stat.label} className="card text-center">
          <p className="text-3xl font-semibold text-brand-700">{stat.value}</p>
          <p className="mt-1 text-sm text-gray-600">{stat.label}</p>
        </div>
      ))}
    </section>
  );
}

export function Mission() {
  return (
    <section aria-labelledby="mission-title" className="mt-16 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <div>
        <h2 id="mission-title" className="text-2xl font-semibold text-brand-900">
          Nuestra misión
        </h2>
        <p className="mt-3 text-gray-600">
          Que cada persona en Chile tenga acceso a acompañamiento profesional en salud y nutrición, con
          herramientas simples y un trato humano.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {VALUES.map((value) => (
          <li key={value.title} className="card">
            <value.icon aria-hidden className="size-7 text-brand-600" />
            <p className="mt-3 font-semibold text-gray-900">{value.title}</p>
            <p className="mt-1 text-sm text-gray-600">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Services() {
  return (
    <section aria-labelledby="services-title" className="mt-16">
      <h2 id="services-title" className="text-2xl font-semibold text-brand-900">
        Todo lo que necesitas en un solo lugar
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map((service) => (
          <li key={service.title}>
            <Link
              to={service.to}
              className="card block h-full transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <service.icon aria-hidden className="size-8 text-brand-600" />
              <p className="mt-3 font-semibold text-gray-900">{service.title}</p>
              <p className="mt-1 text-sm text-gray-600">{service.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FinalCall() {
  return (
    <section className="mt-16 rounded-3xl bg-white px-6 py-10 text-center shadow-sm sm:px-12">
      <h2 className="text-2xl font-semibold text-brand-900">Tu mejor versión empieza con un paso</h2>
      <p className="mx-auto mt-2 max-w-xl text-gray-600">
        Descubre cómo funciona Vitalia y arma tu plan en minutos.
      </p>
      <Link to={paths.tutorial} className="btn-primary mt-6 px-6 py-3">
        Comenzar Ahora
      </Link>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-gray-600">
        {BADGES.map((badge) => (
          <li key={badge.text} className="flex items-center gap-2">
            <badge.icon aria-hidden className="size-4 text-brand-600" />
            {badge.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
