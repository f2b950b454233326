import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSearchParams } from 'react-router';
import { Bell, Send } from 'lucide-react';
import type { Audience } from '@vitalia/shared/admin';
import { SendNotificationSchema } from '@vitalia/shared/notifications';
import { PLAN_LABELS, PLAN_TYPES } from '@vitalia/shared/plans';
import { PlanTypeSchema } from '@vitalia/shared/user';
import { Field, TextField } from '@/components/ui/form-field';
import { generalMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/server-form-errors';
import { formatCount, formatDateTime } from '@/utils/format';
import { useBroadcasts } from '../../api/get-broadcasts';
import { useRecipientCount } from '../../api/get-recipient-count';
import { useSendBroadcast, type OutgoingBroadcast } from '../../api/send-broadcast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/data/load-states';
import { DataTable } from '@/components/data/data-table';

/** Compose to everyone, a plan or one member (by id), preview the bell item, confirm with the count. */
/** The composer's fields: the message the server validates, and whom it is for. */
const ComposerSchema = SendNotificationSchema.extend({
  action_url: z.string(),
  kind: z.enum(['all', 'plan', 'user']),
  plan: PlanTypeSchema,
  user_id: z.number().int().nullable(),
}).refine((values) => values.kind !== 'user' || Boolean(values.user_id), {
  message: 'Elige a quién enviarla',
  path: ['audience'],
});
type ComposerValues = z.input<typeof ComposerSchema>;

/** What the server is sent: the audience as its discriminated union, an empty link left out. */
function broadcastOf(values: ComposerValues): OutgoingBroadcast {
  const audience: Audience =
    values.kind === 'plan'
      ? { kind: 'plan', plan: values.plan }
      : values.kind === 'user'
        ? { kind: 'user', user_id: values.user_id ?? 0 }
        : { kind: 'all' };
  return {
    title: values.title,
    message: values.message,
    action_url: values.action_url || undefined,
    audience,
  };
}

/**
 * Compose to everyone, a plan or one member (by id), preview the bell item, confirm with the count. On
 * react-hook-form with the shared schema the server validates with (its Spanish, not the browser's bubble).
 */
export function BroadcastComposer({
  memberPicker,
}: {
  /** Picks one member by name (the admin members' search), composed by the route. */
  memberPicker: (field: {
    value: number | null;
    onChange: (id: number | null) => void;
    error?: string;
  }) => ReactNode;
}) {
  // "Enviar notificación" on a member's page opens this with ?user_id= already chosen.
  const [params] = useSearchParams();
  const preset = Number(params.get('user_id')) || null;
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = useForm<ComposerValues>({
    resolver: zodResolver(ComposerSchema),
    defaultValues: {
      title: '',
      message: '',
      action_url: '',
      kind: preset ? 'user' : 'all',
      plan: 'premium',
      user_id: preset,
    },
  });
  const errors = formState.errors as Partial<Record<keyof ComposerValues | 'audience', { message?: string }>>;
  const values = watch();
  const [pending, setPending] = useState<OutgoingBroadcast | null>(null);
  const count = useRecipientCount(pending?.audience ?? { kind: 'all' }, pending !== null);
  const send = useSendBroadcast();

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <form
        className="card space-y-3"
        aria-label="Nueva notificación"
        noValidate
        onSubmit={handleSubmit((checked) => setPending(broadcastOf(checked)))}
      >
        <h2 className="text-lg font-semibold text-gray-900">Nueva notificación</h2>
        <TextField label="Título" error={errors.title?.message} required {...register('title')} />
        <Field label="Mensaje" error={errors.message?.message}>
          {(control) => (
            <textarea
              id={control.id}
              className="field-input"
              rows={3}
              required
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              {...register('message')}
            />
          )}
        </Field>
        <TextField
          label="Enlace (opcional)"
          hint="Una ruta de la app, como /membership-plans, o una dirección https."
          error={errors.action_url?.message}
          {...register('action_url')}
        />
        <fieldset className="space-y-2">
          <legend className="field-label">Destinatarios</legend>
          {(
            [
              ['all', 'Toda la comunidad'],
              ['plan', 'Un plan'],
              ['user', 'Una persona'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} {...register('kind')} />
              {label}
            </label>
          ))}
          {values.kind === 'plan' ? (
            <select aria-label="Plan" className="field-input" {...register('plan')}>
              {PLAN_TYPES.map((option) => (
                <option key={option} value={option}>
                  {PLAN_LABELS[option]}
                </option>
              ))}
            </select>
          ) : null}
          {values.kind === 'user'
            ? memberPicker({
                value: values.user_id ?? null,
                onChange: (id) => setValue('user_id', id, { shouldValidate: formState.isSubmitted }),
                error: errors.audience?.message,
              })
            : null}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          <Send aria-hidden className="size-4" /> Revisar y enviar
        </button>
      </form>
      <aside className="card space-y-2" aria-label="Vista previa">
        <h2 className="text-sm font-semibold text-gray-700">Así se verá en la campana</h2>
        <div className="flex gap-3 rounded-lg border border-gray-200 bg-brand-50/40 p-3">
          <Bell aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-gray-900">{values.title || 'Título de la notificación'}</p>
            <p className="break-words text-gray-700">{values.message || 'El mensaje aparece aquí.'}</p>
            <p className="mt-1 text-xs text-gray-500">Ahora</p>
          </div>
        </div>
      </aside>
      {pending ? (
        <ConfirmDialog
          title="Confirmar envío"
          confirmLabel="Enviar ahora"
          busyLabel="Enviando..."
          danger={false}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            try {
              const response = await send.mutateAsync(pending);
              reset({ ...values, title: '', message: '', action_url: '' });
              return { message: `Enviando a ${formatCount(response.recipients)} personas.` };
            } catch (error) {
              throw new Error(applyServerErrors(error, setError, COMPOSER_FIELDS) ?? generalMessageOf(error));
            }
          }}
        >
          {count.isPending ? (
            <Loading label="Contando destinatarios..." />
          ) : count.data ? (
            <p>
              «{pending.title}» llegará a <strong>{formatCount(count.data.recipients)}</strong>{' '}
              {count.data.recipients === 1 ? 'persona' : 'personas'}.
            </p>
          ) : (
            <p>No se pudo contar a los destinatarios.</p>
          )}
        </ConfirmDialog>
      ) : null}
      <BroadcastHistory />
    </div>
  );
}

const COMPOSER_FIELDS = ['title', 'message', 'action_url', 'audience'];
/** A refusal whose every error found its field still closes with one line in the dialog. */
const generalMessageOf = (error: unknown) =>
  error instanceof Error ? generalMessage(error) : 'No se pudo enviar. Intenta nuevamente.';

function BroadcastHistory() {
  const history = useBroadcasts();
  return (
    <section className="card lg:col-span-2" aria-label="Enviadas">
      <h2 className="text-lg font-semibold text-gray-900">Enviadas</h2>
      {history.isPending ? <Loading /> : null}
      {history.data && history.data.broadcasts.length === 0 ? (
        <p className="text-sm text-gray-600">Todavía no se ha enviado ninguna notificación.</p>
      ) : null}
      {history.data && history.data.broadcasts.length > 0 ? (
        <DataTable
          caption="Notificaciones enviadas"
          rows={history.data.broadcasts}
          rowKey={(entry) => entry.id}
          minWidth={640}
          framed={false}
          columns={[
            { header: 'Título', cellClassName: 'font-medium', cell: (entry) => entry.title },
            { header: 'Para', cell: (entry) => entry.audience },
            {
              header: 'Leídas',
              cell: (entry) =>
                entry.completed_at
                  ? `${formatCount(entry.read)} de ${formatCount(entry.recipients)}`
                  : 'Enviando…',
            },
            { header: 'Envió', cell: (entry) => entry.sent_by ?? '—' },
            { header: 'Fecha', cell: (entry) => formatDateTime(entry.created_at) },
          ]}
        />
      ) : null}
    </section>
  );
}
