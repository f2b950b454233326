import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, Send } from 'lucide-react';
import type { Audience } from '@vitalia/shared/admin';
import { SendNotificationSchema } from '@vitalia/shared/notifications';
import { PLAN_LABELS, PLAN_TYPES, type PlanType } from '@vitalia/shared/plans';
import { TextField } from '@/components/ui/form-field';
import { ApiError, generalMessage } from '@/lib/api-client';
import { formatCount, formatDateTime } from '@/utils/format';
import { useBroadcasts } from '../../api/get-broadcasts';
import { useRecipientCount } from '../../api/get-recipient-count';
import { useSendBroadcast } from '../../api/send-broadcast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/data/load-states';

/** Compose to everyone, a plan or one member (by id), preview the bell item, confirm with the count. */
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
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [actionUrl, setActionUrl] = useState('');
  // "Enviar notificación" on a member's page opens this with ?user_id= already chosen.
  const [params] = useSearchParams();
  const preset = params.get('user_id') ?? '';
  const [kind, setKind] = useState<Audience['kind']>(preset ? 'user' : 'all');
  const [plan, setPlan] = useState<PlanType>('premium');
  const [userId, setUserId] = useState(preset);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const audience: Audience =
    kind === 'plan'
      ? { kind, plan }
      : kind === 'user'
        ? { kind, user_id: Number(userId) || 0 }
        : { kind: 'all' };
  const count = useRecipientCount(audience, confirming);
  const send = useSendBroadcast();

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <form
        className="card space-y-3"
        aria-label="Nueva notificación"
        // The shared schema explains in Spanish; the browser's own bubble would not (issue 22).
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = SendNotificationSchema.safeParse({
            title,
            message,
            action_url: actionUrl || undefined,
          });
          if (kind === 'user' && !Number(userId)) {
            setErrors({ audience: 'Elige a quién enviarla' });
            return;
          }
          if (!checked.success) {
            setErrors(
              Object.fromEntries(
                checked.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const),
              ),
            );
            return;
          }
          setErrors({});
          setConfirming(true);
        }}
      >
        <h2 className="text-lg font-semibold text-gray-900">Nueva notificación</h2>
        <TextField
          label="Título"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          required
        />
        <label className="block text-sm">
          <span className="field-label">Mensaje</span>
          <textarea
            className="field-input"
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
          />
          {errors.message ? <span className="field-error">{errors.message}</span> : null}
        </label>
        <TextField
          label="Enlace (opcional)"
          hint="Una ruta de la app, como /membership-plans, o una dirección https."
          value={actionUrl}
          onChange={(event) => setActionUrl(event.target.value)}
          error={errors.action_url}
        />
        <fieldset className="space-y-2">
          <legend className="field-label">Destinatarios</legend>
          {(
            [
              ['all', 'Todas las socias/os'],
              ['plan', 'Un plan'],
              ['user', 'Una persona'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="audience"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
          {kind === 'plan' ? (
            <select
              aria-label="Plan"
              className="field-input"
              value={plan}
              onChange={(event) => setPlan(event.target.value as PlanType)}
            >
              {PLAN_TYPES.map((option) => (
                <option key={option} value={option}>
                  {PLAN_LABELS[option]}
                </option>
              ))}
            </select>
          ) : null}
          {kind === 'user'
            ? memberPicker({
                value: Number(userId) || null,
                onChange: (id) => setUserId(id ? String(id) : ''),
                error: errors.audience,
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
            <p className="font-medium text-gray-900">{title || 'Título de la notificación'}</p>
            <p className="break-words text-gray-700">{message || 'El mensaje aparece aquí.'}</p>
            <p className="mt-1 text-xs text-gray-500">Ahora</p>
          </div>
        </div>
      </aside>
      {confirming ? (
        <ConfirmDialog
          title="Confirmar envío"
          confirmLabel="Enviar ahora"
          busyLabel="Enviando..."
          danger={false}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              const response = await send.mutateAsync({
                title,
                message,
                action_url: actionUrl || undefined,
                audience,
              });
              setTitle('');
              setMessage('');
              setActionUrl('');
              return { message: `Enviando a ${formatCount(response.recipients)} personas.` };
            } catch (error) {
              if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
              throw error instanceof ApiError ? new Error(generalMessage(error)) : error;
            }
          }}
        >
          {count.isPending ? (
            <p role="status">Contando destinatarios...</p>
          ) : count.data ? (
            <p>
              «{title}» llegará a <strong>{formatCount(count.data.recipients)}</strong>{' '}
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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">Notificaciones enviadas</caption>
            <thead className="text-xs uppercase text-gray-500">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Título
                </th>
                <th scope="col" className="py-2 pr-4">
                  Para
                </th>
                <th scope="col" className="py-2 pr-4">
                  Leídas
                </th>
                <th scope="col" className="py-2 pr-4">
                  Envió
                </th>
                <th scope="col" className="py-2">
                  Fecha
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {history.data.broadcasts.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-4 font-medium">{entry.title}</td>
                  <td className="py-2 pr-4">{entry.audience}</td>
                  <td className="py-2 pr-4">
                    {entry.completed_at
                      ? `${formatCount(entry.read)} de ${formatCount(entry.recipients)}`
                      : 'Enviando…'}
                  </td>
                  <td className="py-2 pr-4">{entry.sent_by ?? '—'}</td>
                  <td className="py-2">{formatDateTime(entry.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
