import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PUBLISH_STATUSES, PUBLISH_STATUS_LABELS, type PublishStatus } from '@vitalia/shared/content-fields';
import { PLAN_LABELS, PLAN_TYPES, type PlanType } from '@vitalia/shared/plans';
import { Field, TextField } from '@/components/ui/form-field';

/** The fields every content kind's form has; the kind's own schema adds the rest. */
interface ContentFieldValues {
  title: string;
  description: string;
  category: string;
  required_plan: PlanType;
  status: PublishStatus;
  price_clp?: string | number | null;
}

/** An empty text box is "no value" for the optional fields (price, address). */
export const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : value);

/**
 * Title, description, then a grid of category (with the kind's categories as suggestions), the plan that
 * includes it, the kind's own fields (`children`, after the plan; `beforePlan` before it) and the status.
 * Rendered inside the kind's `<FormProvider>`: react-hook-form and the kind's shared schema stay the one way.
 */
export function ContentFields({
  kind,
  categories,
  descriptionMax,
  beforePlan,
  children,
}: {
  /** Names the category list in the page ("video-categories"). */
  kind: string;
  categories: string[];
  descriptionMax: number;
  beforePlan?: ReactNode;
  children?: ReactNode;
}) {
  const { register, formState } = useFormContext<ContentFieldValues>();
  const errors = formState.errors;
  const listId = `${kind}-categories`;
  return (
    <>
      <TextField label="Título" maxLength={120} error={errors.title?.message} {...register('title')} />
      <Field label="Descripción" error={errors.description?.message}>
        {(control) => (
          <textarea
            id={control.id}
            rows={3}
            maxLength={descriptionMax}
            className="field-input"
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            {...register('description')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Categoría"
          list={listId}
          maxLength={40}
          error={errors.category?.message}
          {...register('category')}
        />
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        {beforePlan}
        <Field label="Plan que lo incluye" error={errors.required_plan?.message}>
          {(control) => (
            <select id={control.id} className="field-input" {...register('required_plan')}>
              {PLAN_TYPES.map((plan) => (
                <option key={plan} value={plan}>
                  {plan === 'free' ? 'Gratis (todos)' : PLAN_LABELS[plan]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {children}
        <Field label="Estado" error={errors.status?.message}>
          {(control) => (
            <select id={control.id} className="field-input" {...register('status')}>
              {PUBLISH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PUBLISH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </>
  );
}

/** "Precio por separado": the kind is also sold on its own (a cart product) when it has a price. */
export function PriceField() {
  const { register, formState } = useFormContext<ContentFieldValues>();
  return (
    <TextField
      label="Precio por separado (CLP, opcional)"
      inputMode="numeric"
      hint="Déjalo vacío si solo se obtiene con el plan. IVA incluido."
      error={formState.errors.price_clp?.message}
      {...register('price_clp', { setValueAs: emptyAsNull })}
    />
  );
}

/** Close (or cancel) and save, as every content form ends. */
export function ContentFormActions({
  busy,
  submitLabel,
  dismissLabel,
  onDismiss,
}: {
  busy: boolean;
  submitLabel: string;
  dismissLabel: string;
  onDismiss?: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onDismiss ? (
        <button type="button" className="btn-ghost" onClick={onDismiss}>
          {dismissLabel}
        </button>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Guardando...' : submitLabel}
      </button>
    </div>
  );
}
