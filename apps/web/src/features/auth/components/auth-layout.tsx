import type { ReactNode } from 'react';
import { BarChart3, BookOpen, ClipboardList, HeartPulse, ShieldCheck, Users } from 'lucide-react';

/**
 * What the panel promises says only what exists today (issue 19: no invented figures, nothing not yet
 * built); the team's sign-in gets its own panel rather than the members' sales line (issue 22).
 */
const PANELS = {
  member: {
    headline: 'Tu salud, acompañada por profesionales reales.',
    highlights: [
      { icon: BookOpen, text: 'Una biblioteca de e-books de nutrición para leer donde estés' },
      { icon: HeartPulse, text: 'Un cuestionario inicial para que tu equipo conozca tus objetivos' },
      { icon: ShieldCheck, text: 'Tus datos de salud, protegidos y solo para tu equipo' },
    ],
    footnote: 'Precios en pesos chilenos con IVA incluido · Cancela cuando quieras',
  },
  admin: {
    headline: 'El panel del equipo Vitalia.',
    highlights: [
      { icon: Users, text: 'Miembros, membresías y pagos en un solo lugar' },
      { icon: BarChart3, text: 'Analíticas por día, semana o mes' },
      { icon: ClipboardList, text: 'Cada acción del equipo queda registrada' },
    ],
    footnote: 'Acceso solo para cuentas de administración',
  },
} as const;

/** Sign-in screens: a calm brand panel beside the form; the panel folds away on small screens. */
export function AuthLayout({
  title,
  subtitle,
  audience = 'member',
  children,
}: {
  title: string;
  subtitle?: string;
  audience?: keyof typeof PANELS;
  children: ReactNode;
}) {
  const panel = PANELS[audience];
  return (
    <div className="grid min-h-dvh bg-mist lg:grid-cols-[1.1fr_1fr]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="flex items-center gap-3 text-xl font-semibold">
          <img src="/favicon.svg" alt="" className="size-10" />
          Vitalia
        </div>
        <div className="max-w-md">
          <p className="text-4xl leading-tight font-semibold">{panel.headline}</p>
          <ul className="mt-8 space-y-4">
            {panel.highlights.map((item) => (
              <li key={item.text} className="flex items-start gap-3 text-brand-50">
                <item.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-sun-400" />
                {item.text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-100">{panel.footnote}</p>
        <div aria-hidden className="absolute -right-24 -bottom-24 size-80 rounded-full bg-white/10" />
      </aside>
      <main className="flex items-start justify-center px-4 py-10 sm:items-center sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center gap-2 text-lg font-semibold text-brand-800 lg:hidden">
            <img src="/favicon.svg" alt="" className="size-8" />
            Vitalia
          </div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-gray-600">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
