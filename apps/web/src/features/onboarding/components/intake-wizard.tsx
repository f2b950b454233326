import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { IntakeInputSchema, type Intake, type IntakeResponse } from '@vitalia/shared/onboarding';
import {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  DIET_LABELS,
  DIETS,
  GOAL_LABELS,
  GOALS,
  HEALTH_CONSENT,
  MEALS_PER_DAY,
  SLEEP_LABELS,
  SLEEP_RANGES,
} from '@vitalia/shared/onboarding-rules';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, generalMessage } from '@/lib/api-client';
import { formatDate } from '@/utils/format';
import { useSaveIntake } from '../api/save-intake';
import { useSkipIntake } from '../api/skip-intake';

interface Answers {
  goals: Intake['goals'];
  goal_other: string;
  meals_per_day: Intake['meals_per_day'];
  activity: Intake['activity'];
  sleep: Intake['sleep'];
  diets: Intake['diets'];
  allergies: string;
  conditions: string;
  consent: boolean;
}

function answersFrom(intake: Intake | null): Answers {
  return {
    goals: intake?.goals ?? [],
    goal_other: intake?.goal_other ?? '',
    meals_per_day: intake?.meals_per_day ?? null,
    activity: intake?.activity ?? null,
    sleep: intake?.sleep ?? null,
    diets: intake?.diets ?? [],
    allergies: intake?.allergies ?? '',
    conditions: intake?.conditions ?? '',
    consent: false,
  };
}

const toggle = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

type Step = 'goals' | 'consent' | 'habits' | 'health';
/** The four questions, in order; the last two only with consent to keep health data. */
const ALL_STEPS: Step[] = ['goals', 'consent', 'habits', 'health'];

/**
 * The intake (issue 11): goals, then the health-data consent, and only with that consent the habits and
 * dietary questions: nothing is asked that would not be kept. Skippable at every step; editable later.
 */
export function IntakeWizard({ state }: { state: IntakeResponse }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveIntake();
  const skip = useSkipIntake();
  const [answers, setAnswers] = useState(() => answersFrom(state.intake));
  const [stepIndex, setStepIndex] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = Boolean(state.intake?.completed_at);
  const consented = state.consent_active || answers.consent;
  const steps: Step[] = consented ? ALL_STEPS : ['goals', 'consent'];
  const step = steps[Math.min(stepIndex, steps.length - 1)] ?? 'goals';
  const last = stepIndex >= steps.length - 1;
  // The count is always of the four questions the home page announces; without consent she simply
  // finishes at the second ("Paso 2 de 4", the bar half full), rather than the total changing under her.
  const total = ALL_STEPS.length;

  // Each new step is announced: focus moves to its heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepIndex]);

  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value }));

  const payload = () => ({ ...answers, consent: answers.consent });

  const validate = (): boolean => {
    const result = IntakeInputSchema.safeParse(payload());
    const found: Record<string, string> = {};
    if (!result.success)
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    const blocking = step === 'goals' ? ['goals', 'goal_other'] : Object.keys(found);
    return !blocking.some((field) => found[field]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    if (!last) {
      setStepIndex((index) => index + 1);
      return;
    }
    save.mutate(payload(), {
      onSuccess: (response) => {
        toast.show({ type: 'success', title: response.message });
        void navigate(editing ? paths.profile : paths.dashboard);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
        setFailure(generalMessage(error));
      },
    });
  };

  const leave = () => {
    if (editing) {
      void navigate(paths.profile);
      return;
    }
    skip.mutate(undefined, {
      onSuccess: (response) => {
        toast.show({ type: 'info', title: response.message });
        void navigate(paths.dashboard);
      },
      onError: (error) => setFailure(generalMessage(error)),
    });
  };

  const titles: Record<Step, string> = {
    goals: '¿Qué te gustaría lograr?',
    consent: 'Tus datos de salud',
    habits: 'Tus hábitos de hoy',
    health: 'Alimentación y salud',
  };

  return (
    <div className="mx-auto max-w-2xl">
      <p className="text-sm font-medium text-brand-700">
        {editing ? 'Editar tu cuestionario' : 'Te damos la bienvenida a Vitalia'}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Avance del cuestionario"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={stepIndex + 1}
          aria-valuetext={`Paso ${stepIndex + 1} de ${total}`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            // The bar says what the text says (issue 49 §12): at "Paso 2 de 4" it is half full.
            style={{ width: `${((stepIndex + 1) / total) * 100}%` }}
          />
        </div>
        <span className="text-sm text-gray-600">
          Paso {stepIndex + 1} de {total}
        </span>
      </div>
      <form className="card mt-6 space-y-5" onSubmit={submit} noValidate>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-brand-900 outline-none">
          {titles[step]}
        </h1>
        {step === 'goals' ? <GoalsStep answers={answers} errors={errors} set={set} /> : null}
        {step === 'consent' ? <ConsentStep state={state} answers={answers} set={set} /> : null}
        {step === 'habits' ? <HabitsStep answers={answers} set={set} /> : null}
        {step === 'health' ? <HealthStep answers={answers} errors={errors} set={set} /> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center">
          <button type="button" className="btn-ghost" onClick={leave} disabled={skip.isPending}>
            {editing ? 'Cancelar' : 'Omitir por ahora'}
          </button>
          <span className="flex-1" />
          {stepIndex > 0 ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setStepIndex((index) => index - 1)}
            >
              Atrás
            </button>
          ) : null}
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending
              ? 'Guardando...'
              : !last
                ? 'Continuar'
                : consented
                  ? 'Guardar cuestionario'
                  : 'Guardar mis objetivos'}
          </button>
        </div>
      </form>
    </div>
  );
}

type Setter = <K extends keyof Answers>(key: K, value: Answers[K]) => void;

function ChoiceCard({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
        checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-gray-200 bg-white text-gray-800'
      }`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}

function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      {hint ? <p className="-mt-0.5 mb-2 text-sm text-gray-600">{hint}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function GoalsStep({
  answers,
  errors,
  set,
}: {
  answers: Answers;
  errors: Record<string, string>;
  set: Setter;
}) {
  return (
    <>
      <MultiChoice
        legend="Elige uno o más objetivos"
        hint="El primero que elijas será tu objetivo principal."
        error={errors.goals}
        field="goals"
        options={GOALS}
        labelOf={(goal) => GOAL_LABELS[goal]}
        answers={answers}
        set={set}
      />
      {answers.goals.includes('otro') ? (
        <TextField
          label="¿Cuál es tu objetivo?"
          value={answers.goal_other}
          maxLength={120}
          error={errors.goal_other}
          onChange={(event) => set('goal_other', event.target.value)}
        />
      ) : null}
    </>
  );
}

function ConsentStep({ state, answers, set }: { state: IntakeResponse; answers: Answers; set: Setter }) {
  const active = state.consents.find((consent) => consent.withdrawn_at === null);
  return (
    <>
      <p className="text-gray-700">
        Para adaptar tus recomendaciones nos sirve saber tus hábitos, tu alimentación y si tienes alguna
        condición de salud. Son datos sensibles: solo los guardamos con tu consentimiento expreso, y sin él
        guardamos únicamente tus objetivos.
      </p>
      {active ? (
        <FormAlert tone="success">
          Tu consentimiento está vigente desde el {formatDate(active.given_at)}. Puedes retirarlo en Mi
          Perfil.
        </FormAlert>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-gray-50 p-4">
          <p className="flex items-start gap-2 text-sm text-gray-700">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span id="consent-text">{HEALTH_CONSENT.text}</span>
          </p>
          <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-medium text-gray-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={answers.consent}
              aria-describedby="consent-text"
              onChange={(event) => set('consent', event.target.checked)}
            />
            Sí, doy mi consentimiento
          </label>
        </div>
      )}
      {!active && !answers.consent ? (
        <p className="text-sm text-gray-600">Si prefieres no darlo, guardaremos solo tus objetivos.</p>
      ) : null}
    </>
  );
}

/** One question with several answers: its options as check cards. */
function MultiChoice<K extends 'goals' | 'diets'>({
  legend,
  hint,
  error,
  field,
  options,
  labelOf,
  answers,
  set,
}: {
  legend: string;
  hint?: string;
  error?: string;
  field: K;
  options: readonly Answers[K][number][];
  labelOf: (option: Answers[K][number]) => string;
  answers: Answers;
  set: Setter;
}) {
  const chosen: readonly Answers[K][number][] = answers[field];
  return (
    <Group legend={legend} hint={hint} error={error}>
      {options.map((option) => (
        <ChoiceCard
          key={option}
          type="checkbox"
          name={field}
          checked={chosen.includes(option)}
          // The toggled list has this field's own element type; TypeScript cannot tie it back to K.
          onChange={() => set(field, toggle(chosen, option) as Answers[K])}
        >
          {labelOf(option)}
        </ChoiceCard>
      ))}
    </Group>
  );
}

/** One question with a single answer: its options as cards, the chosen one checked. */
function SingleChoice<K extends 'meals_per_day' | 'activity' | 'sleep'>({
  legend,
  field,
  options,
  labelOf,
  answers,
  set,
}: {
  legend: string;
  field: K;
  options: readonly NonNullable<Answers[K]>[];
  labelOf: (option: NonNullable<Answers[K]>) => string;
  answers: Answers;
  set: Setter;
}) {
  return (
    <Group legend={legend}>
      {options.map((option) => (
        <ChoiceCard
          key={option}
          type="radio"
          name={field}
          checked={answers[field] === option}
          onChange={() => set(field, option)}
        >
          {labelOf(option)}
        </ChoiceCard>
      ))}
    </Group>
  );
}

function HabitsStep({ answers, set }: { answers: Answers; set: Setter }) {
  const common = { answers, set };
  return (
    <>
      <SingleChoice
        legend="¿Cuántas comidas haces al día?"
        field="meals_per_day"
        options={MEALS_PER_DAY}
        labelOf={(meals) => (meals === '6+' ? '6 o más' : meals.replace('-', ' a '))}
        {...common}
      />
      <SingleChoice
        legend="¿Cuánta actividad física haces?"
        field="activity"
        options={ACTIVITY_LEVELS}
        labelOf={(level) => ACTIVITY_LABELS[level]}
        {...common}
      />
      <SingleChoice
        legend="¿Cuántas horas duermes?"
        field="sleep"
        options={SLEEP_RANGES}
        labelOf={(range) => SLEEP_LABELS[range]}
        {...common}
      />
    </>
  );
}

function HealthStep({
  answers,
  errors,
  set,
}: {
  answers: Answers;
  errors: Record<string, string>;
  set: Setter;
}) {
  return (
    <>
      <MultiChoice
        legend="Preferencias y restricciones"
        hint="Marca todas las que apliquen."
        field="diets"
        options={DIETS}
        labelOf={(diet) => DIET_LABELS[diet]}
        answers={answers}
        set={set}
      />
      <TextField
        label="Alergias (opcional)"
        placeholder="Por ejemplo: maní, mariscos"
        value={answers.allergies}
        maxLength={300}
        error={errors.allergies}
        onChange={(event) => set('allergies', event.target.value)}
      />
      <div>
        <label htmlFor="conditions" className="field-label">
          Condiciones de salud (opcional)
        </label>
        <textarea
          id="conditions"
          className="field-input min-h-24"
          maxLength={600}
          value={answers.conditions}
          aria-invalid={Boolean(errors.conditions) || undefined}
          aria-describedby="conditions-hint"
          onChange={(event) => set('conditions', event.target.value)}
        />
        <p id="conditions-hint" className="mt-1 text-sm text-gray-600">
          Por ejemplo: diabetes, hipertensión, embarazo. Solo tu equipo lo verá.
        </p>
        {errors.conditions ? (
          <p className="field-error" role="alert">
            {errors.conditions}
          </p>
        ) : null}
      </div>
    </>
  );
}
