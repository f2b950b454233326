import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { formatDate } from '@/utils/format';
import { useClientMealPlans } from '../api/get-client-meal-plans';
import { useMealPlanTemplates } from '../api/get-meal-plan-templates';
import { useCreateClientMealPlan } from '../api/create-client-meal-plan';
import { NumbersSwitch } from './numbers-switch';

const STATUS = { draft: 'Borrador', published: 'Publicado', archived: 'Reemplazado' } as const;

/**
 * "Plan de alimentación" in the client chart (issue 47): her plans by this professional (every version),
 * and a new one from a template, kept as a draft or published to her at once.
 */
export function ClientMealPlans({ memberId }: { memberId: number }) {
  const plans = useClientMealPlans(memberId);
  const templates = useMealPlanTemplates();
  const create = useCreateClientMealPlan(memberId);
  const toast = useToast();
  const [templateId, setTemplateId] = useState('');
  const [publish, setPublish] = useState(true);
  const idempotencyKey = useIdempotencyKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!templateId) return;
    const input = { template_id: Number(templateId), status: publish ? 'published' : 'draft' } as const;
    create.mutate(
      { ...input, client_id: idempotencyKey(input) },
      {
        onSuccess: ({ plan }) =>
          toast.show({
            type: 'success',
            title:
              plan.status === 'published'
                ? 'Plan publicado: ya lo ve en su teléfono.'
                : 'Plan guardado como borrador.',
          }),
      },
    );
  };
  return (
    <section aria-labelledby="plan-alimentacion" className="card space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-alimentacion" className="text-lg font-semibold text-gray-900">
          Plan de alimentación
        </h2>
        <Link to={paths.trainerNewMealPlan(memberId)} className="btn btn-secondary text-sm">
          Escribir un plan nuevo
        </Link>
      </div>
      {plans.isPending ? (
        <Loading />
      ) : plans.isError ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.plans.length === 0 ? (
        <p className="text-sm text-gray-700">Aún no tiene un plan tuyo.</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {plans.data.plans.map((plan) => (
            <li key={plan.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span className="text-gray-900">
                {plan.title} · versión {plan.version} · {plan.days} {plan.days === 1 ? 'día' : 'días'}
              </span>
              <span className="flex items-center gap-3 text-gray-600">
                {STATUS[plan.status]}
                {plan.published_at ? ` el ${formatDate(plan.published_at)}` : ''}
                {plan.status === 'archived' ? null : (
                  <Link to={paths.trainerMealPlan(plan.id)} className="text-brand-700 underline">
                    Editar
                    <span className="sr-only">
                      {' '}
                      {plan.title}, versión {plan.version}
                    </span>
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {templates.isSuccess && templates.data.plans.length > 0 ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3 border-t border-gray-100 pt-3">
          <div>
            <label htmlFor={`plan-template-${memberId}`} className="field-label">
              Plantilla
            </label>
            <select
              id={`plan-template-${memberId}`}
              className="field-input"
              value={templateId}
              onChange={(event) => setTemplateId(event.target.value)}
            >
              <option value="">Elige una plantilla</option>
              {templates.data.plans.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title} ({template.days} días)
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={publish}
              onChange={(event) => setPublish(event.target.checked)}
            />
            Publicar ahora
          </label>
          <button type="submit" className="btn btn-primary" disabled={!templateId || create.isPending}>
            {create.isPending ? 'Creando…' : 'Crear plan'}
          </button>
          {create.isError ? (
            <p role="alert" className="w-full text-red-700">
              {create.error.message}
            </p>
          ) : null}
        </form>
      ) : null}
      <div className="border-t border-gray-100 pt-3">
        <NumbersSwitch memberId={memberId} />
      </div>
      {templates.isSuccess ? (
        <p className="text-sm text-gray-600">
          {templates.data.plans.length === 0 ? 'Aún no tienes plantillas. ' : 'Tus plantillas: '}
          {templates.data.plans.map((template) => (
            <span key={template.id}>
              <Link to={paths.trainerMealPlan(template.id)} className="text-brand-700 underline">
                {template.title}
              </Link>
              {' · '}
            </span>
          ))}
          <Link to={paths.trainerNewMealPlanTemplate} className="text-brand-700 underline">
            Crear una plantilla
          </Link>
        </p>
      ) : null}
    </section>
  );
}
