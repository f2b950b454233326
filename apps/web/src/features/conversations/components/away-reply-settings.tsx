import { useState } from 'react';
import { Moon } from 'lucide-react';
import type { AwayReply } from '@vitalia/shared/conversations';
import { generalMessage } from '@/lib/api-client';
import { useAwayReply } from '../api/get-away-reply';
import { useSaveAwayReply } from '../api/save-away-reply';

/** Her reply outside her hours: what it says, on or off, and when it goes (issue 46). */
function AwayReplyForm({ initial, hasHours }: { initial: AwayReply; hasHours: boolean }) {
  const save = useSaveAwayReply();
  const [reply, setReply] = useState(initial);
  return (
    <form
      className="space-y-2 pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ enabled: reply.enabled, body: reply.body.trim() });
      }}
    >
      <p className="text-sm text-gray-600">
        {hasHours
          ? 'Cuando una persona te escribe fuera de tu horario semanal, le llega este mensaje (como máximo una vez cada 12 horas por conversación).'
          : 'Aún no tienes un horario semanal en la agenda: sin él no hay "fuera de horario" y la respuesta no se envía.'}
      </p>
      <label className="block text-sm font-medium text-gray-800">
        Texto
        <textarea
          className="field-input mt-1 w-full"
          rows={3}
          maxLength={1000}
          value={reply.body}
          onChange={(event) => setReply({ ...reply, body: event.target.value })}
        />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          className="size-5"
          checked={reply.enabled}
          onChange={(event) => setReply({ ...reply, enabled: event.target.checked })}
        />
        Activada
      </label>
      <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
        Guardar
      </button>
      {save.isSuccess ? (
        <p className="text-sm text-brand-800" role="status">
          Guardamos tu respuesta automática.
        </p>
      ) : null}
      {save.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {generalMessage(save.error)}
        </p>
      ) : null}
    </form>
  );
}

export function AwayReplySettings() {
  const away = useAwayReply();
  if (!away.data) return null;
  return (
    <details className="card">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-gray-900">
        <Moon aria-hidden className="size-4 shrink-0" /> Respuesta automática fuera de horario
        <span className="text-sm font-normal text-gray-600">
          {away.data.away_reply.enabled ? '(activada)' : '(desactivada)'}
        </span>
      </summary>
      <AwayReplyForm initial={away.data.away_reply} hasHours={away.data.has_hours} />
    </details>
  );
}
