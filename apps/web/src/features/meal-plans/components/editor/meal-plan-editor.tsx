import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MEALS, WEEKDAY_LABELS, type MealPlan } from '@vitalia/shared/meal-plans';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { useSettled } from '@/hooks/use-settled';
import { useCreateClientMealPlan } from '../../api/create-client-meal-plan';
import { useCreateMealPlanTemplate } from '../../api/create-meal-plan-template';
import { useMealPlanPreview } from '../../api/preview-meal-plan';
import { useUpdateMealPlan } from '../../api/update-meal-plan';
import { DayGoals } from './day-goals';
import type { FoodPickerSlot, RecipePickerSlot } from './item-adder';
import { MealSection } from './meal-section';
import {
  addItem,
  copyDay,
  daysOf,
  draftErrors,
  draftFromPlan,
  emptyDraft,
  mealCount,
  removeItem,
  setAmount,
  targetsOf,
  toInput,
  WEEK,
  type PlanDraft,
} from './plan-draft';
import { TargetsFields } from './targets-fields';

export type PlanOwner = { kind: 'client'; memberId: number } | { kind: 'template' };

const COPY_CHOICES = [
  { value: 'all', label: 'todos los demás días', days: [...WEEK] },
  { value: 'weekdays', label: 'lunes a viernes', days: [1, 2, 3, 4, 5] },
  ...WEEK.map((day) => ({ value: String(day), label: WEEKDAY_LABELS[day - 1] ?? '', days: [day] })),
];

/**
 * A weekly plan written by hand (issue 47): the day's five meals, each with foods or recipes and their «o»
 * alternatives, daily targets, and the day's totals against them from the server's arithmetic as she writes.
 * A client's plan is kept as a draft or published to her; a published one's change is its next version.
 */
export function MealPlanEditor({
  owner,
  plan,
  foodPicker,
  recipePicker,
}: {
  owner: PlanOwner;
  /** The plan or template being changed; none for a new one. */
  plan?: MealPlan;
  foodPicker: FoodPickerSlot;
  recipePicker: RecipePickerSlot;
}) {
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftFromPlan(plan) : emptyDraft()));
  const [day, setDay] = useState<number>(() => plan?.source_days[0]?.day ?? 1);
  const [copyTo, setCopyTo] = useState('all');
  // Once she has tried to save, what is missing is said, and unsaid as she fixes it.
  const [tried, setTried] = useState(false);
  const errors = tried ? draftErrors(draft) : {};
  const memberId = owner.kind === 'client' ? owner.memberId : undefined;
  const create = useCreateClientMealPlan(memberId ?? 0);
  const createTemplate = useCreateMealPlanTemplate();
  const update = useUpdateMealPlan(plan?.id ?? 0);
  const idempotencyKey = useIdempotencyKey();
  const navigate = useNavigate();
  const toast = useToast();

  const previewInput = useMemo(() => {
    const targets = targetsOf(draft);
    const valid = Object.values(targets).every((value) => !Number.isNaN(value));
    return {
      ...(memberId === undefined ? {} : { member_id: memberId }),
      days: daysOf(draft),
      targets: valid ? targets : targetsOf(emptyDraft()),
    };
  }, [draft, memberId]);
  const preview = useMealPlanPreview(useSettled(previewInput, 300));
  const shownDay = preview.data?.days.find((shown) => shown.day === day);
  const dayLabel = (WEEKDAY_LABELS[day - 1] ?? '').toLowerCase();
  const where = (meal: (typeof MEALS)[number]) => ({ day, meal });

  const saving = create.isPending || createTemplate.isPending || update.isPending;
  const failure = create.error ?? createTemplate.error ?? update.error;
  const published = plan?.status === 'published';

  const save = (status: 'draft' | 'published') => {
    setTried(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const input = toInput(draft, status);
    const done = (saved: MealPlan) => {
      toast.show({
        type: 'success',
        title: saved.template
          ? 'Plantilla guardada.'
          : saved.status === 'published'
            ? 'Plan publicado: ya lo ve en su teléfono.'
            : 'Plan guardado como borrador.',
      });
      if (saved.template) void navigate(paths.trainerMealPlan(saved.id), { replace: true });
      else void navigate(paths.trainerClient(saved.member_id ?? 0));
    };
    if (plan) update.mutate(input, { onSuccess: ({ plan: saved }) => done(saved) });
    else if (owner.kind === 'template')
      createTemplate.mutate(input, { onSuccess: ({ plan: saved }) => done(saved) });
    else
      create.mutate(
        { ...input, client_id: idempotencyKey(input) },
        { onSuccess: ({ plan: saved }) => done(saved) },
      );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(owner.kind === 'template' ? 'draft' : 'published');
  };

  const title = plan
    ? plan.template
      ? 'Editar plantilla'
      : `Editar plan (versión ${plan.version})`
    : owner.kind === 'template'
      ? 'Nueva plantilla de plan'
      : 'Nuevo plan de alimentación';

  return (
    <div className="space-y-4">
      {memberId !== undefined ? (
        <Link
          to={paths.trainerClient(memberId)}
          className="inline-flex items-center gap-1 text-sm text-brand-700"
        >
          <ArrowLeft aria-hidden className="size-4" /> Volver a la ficha
        </Link>
      ) : null}
      <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <section className="card space-y-3" aria-label="Nombre y metas">
            <div>
              <label htmlFor="plan-title" className="field-label">
                Nombre del plan
              </label>
              <input
                id="plan-title"
                className="field-input"
                value={draft.title}
                maxLength={120}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? 'plan-title-error' : undefined}
                onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              />
              {errors.title ? (
                <p id="plan-title-error" className="field-error" role="alert">
                  {errors.title}
                </p>
              ) : null}
            </div>
            <TargetsFields
              values={draft.targets}
              error={errors.targets}
              onChange={(key, value) => setDraft({ ...draft, targets: { ...draft.targets, [key]: value } })}
            />
          </section>

          <section className="card space-y-4" aria-labelledby="plan-days">
            <h2 id="plan-days" className="text-lg font-semibold text-gray-900">
              Días de la semana
            </h2>
            <div role="group" aria-label="Día que estás escribiendo" className="flex flex-wrap gap-2">
              {WEEK.map((weekday) => {
                const count = mealCount(draft, weekday);
                return (
                  <button
                    key={weekday}
                    type="button"
                    aria-pressed={weekday === day}
                    className={`min-h-11 rounded-md border px-3 text-sm ${
                      weekday === day
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-gray-300 bg-white text-gray-800 hover:bg-brand-50'
                    }`}
                    onClick={() => setDay(weekday)}
                  >
                    {WEEKDAY_LABELS[weekday - 1]?.slice(0, 3)}
                    <span className="sr-only">
                      {' '}
                      ({WEEKDAY_LABELS[weekday - 1]}, {count} {count === 1 ? 'comida' : 'comidas'})
                    </span>
                    {count > 0 ? <span aria-hidden> · {count}</span> : null}
                  </button>
                );
              })}
            </div>
            {errors.days ? (
              <p className="field-error" role="alert">
                {errors.days}
              </p>
            ) : null}
            {MEALS.map((meal) => (
              <MealSection
                key={`${day}-${meal}`}
                meal={meal}
                dayLabel={dayLabel}
                options={draft.days[day]?.[meal] ?? []}
                shown={shownDay?.meals.find((shown) => shown.meal === meal)?.options}
                foodPicker={foodPicker}
                recipePicker={recipePicker}
                onAdd={(option, item) => setDraft((current) => addItem(current, where(meal), option, item))}
                onRemove={(key) => setDraft((current) => removeItem(current, where(meal), key))}
                onAmount={(key, amount) =>
                  setDraft((current) => setAmount(current, where(meal), key, amount))
                }
              />
            ))}
            {mealCount(draft, day) > 0 ? (
              <div className="flex flex-wrap items-end gap-2 border-t border-gray-100 pt-3">
                <div>
                  <label htmlFor="copy-day" className="field-label">
                    Copiar el {dayLabel} a
                  </label>
                  <select
                    id="copy-day"
                    className="field-input"
                    value={copyTo}
                    onChange={(event) => setCopyTo(event.target.value)}
                  >
                    {COPY_CHOICES.filter((choice) => choice.value !== String(day)).map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    const choice = COPY_CHOICES.find((candidate) => candidate.value === copyTo);
                    if (!choice) return;
                    setDraft((current) => copyDay(current, day, choice.days));
                    toast.show({ type: 'success', title: `Copiamos el ${dayLabel} a ${choice.label}.` });
                  }}
                >
                  Copiar
                </button>
              </div>
            ) : null}
          </section>
        </div>

        <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <DayGoals
            dayLabel={dayLabel}
            totals={shownDay?.totals ?? undefined}
            goals={preview.data?.goals}
            weightKg={preview.data?.weight_kg}
            proteinPerKg={targetsOf(draft).protein_g_per_kg !== null && owner.kind === 'client'}
            updating={preview.isFetching}
          />
          <div className="card space-y-2">
            {owner.kind === 'template' ? (
              <button type="submit" className="btn btn-primary w-full" disabled={saving}>
                {saving ? 'Guardando…' : 'Guardar plantilla'}
              </button>
            ) : (
              <>
                <button type="submit" className="btn btn-primary w-full" disabled={saving}>
                  {saving
                    ? 'Guardando…'
                    : published
                      ? `Publicar versión ${(plan?.version ?? 1) + 1}`
                      : 'Publicar'}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary w-full"
                  disabled={saving}
                  onClick={() => save('draft')}
                >
                  {published ? 'Guardar la nueva versión como borrador' : 'Guardar borrador'}
                </button>
                <p className="text-sm text-gray-600">
                  {published
                    ? 'Tu cliente sigue viendo la versión actual hasta que publiques la nueva.'
                    : 'Tu cliente no ve los borradores.'}
                </p>
              </>
            )}
            {failure ? (
              <p role="alert" className="field-error">
                {failure.message}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </div>
  );
}
