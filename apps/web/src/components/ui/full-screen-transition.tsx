import { Check } from 'lucide-react';
import clsx from 'clsx';
import { transitionStep, useTransitionProgress } from '@/hooks/use-transition-progress';

export type TransitionDirection = 'toAdmin' | 'toUser';

const STEPS: Record<TransitionDirection, { title: string; steps: [string, string, string] }> = {
  toAdmin: {
    title: 'Entrando al panel administrativo',
    steps: ['Cerrando tu espacio personal', 'Verificando permisos', 'Preparando el panel'],
  },
  toUser: {
    title: 'Volviendo a tu espacio personal',
    steps: ['Cerrando el panel', 'Preparando tu cuenta', 'Abriendo el inicio de sesión'],
  },
};

/** SPEC §2 full-screen transition between the admin and member sides. */
export function FullScreenTransition({
  direction,
  onComplete,
}: {
  direction: TransitionDirection;
  onComplete: () => void;
}) {
  const progress = useTransitionProgress(true, onComplete);
  const current = transitionStep(progress);
  const copy = STEPS[direction];
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={copy.title}
      className="fixed inset-0 z-[90] flex animate-fade-in items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white"
    >
      <div className="w-full max-w-md">
        <h2 className="text-center text-2xl font-semibold">{copy.title}</h2>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label="Progreso"
          className="mt-8 h-2 overflow-hidden rounded-full bg-white/20"
        >
          <div
            className="h-full rounded-full bg-sun-400 transition-[width] duration-75"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-2 text-right text-sm tabular-nums text-white/80">{progress}%</p>
        <ol className="mt-6 space-y-3">
          {copy.steps.map((label, index) => (
            <li key={label} className={clsx('flex items-center gap-3', index > current && 'opacity-50')}>
              <span
                className={clsx(
                  'flex size-7 items-center justify-center rounded-full border text-sm',
                  index < current || progress === 100
                    ? 'border-sun-400 bg-sun-400 text-brand-900'
                    : 'border-white/60',
                )}
              >
                {index < current || progress === 100 ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              {label}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
