import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { formatShortDate } from '@vitalia/shared/dates';
import { Loading, LoadError } from '@/components/data/load-states';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { adminTeamQueryOptions } from '@/lib/team-query';
import { useCareRelationships } from '../../api/get-care-relationships';
import { useAssignProfessional } from '../../api/assign-professional';
import { useEndCareRelationship } from '../../api/end-care-relationship';

/**
 * "Equipo a cargo" on an admin's member page (issue 45 §2, ADR 0075): who cares for her, assigning one more,
 * ending one. A booking adds the professional by itself; each change is audited.
 */
export function CareTeamCard({ memberId }: { memberId: number }) {
  const relationships = useCareRelationships(memberId);
  const team = useQuery({
    ...adminTeamQueryOptions(),
    select: (data) => data.trainers.filter((trainer) => trainer.is_active),
  });
  const assign = useAssignProfessional(memberId);
  const end = useEndCareRelationship(memberId);
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [ending, setEnding] = useState<{ id: number; name: string } | null>(null);
  const open = relationships.data?.relationships.filter((row) => row.ended_at === null) ?? [];
  const past = relationships.data?.relationships.filter((row) => row.ended_at !== null) ?? [];
  return (
    <section aria-labelledby="equipo-a-cargo" className="card space-y-3">
      <h2 id="equipo-a-cargo" className="text-lg font-semibold text-gray-900">
        Equipo a cargo
      </h2>
      {relationships.isPending ? (
        <Loading />
      ) : relationships.isError ? (
        <LoadError error={relationships.error} onRetry={() => void relationships.refetch()} />
      ) : (
        <>
          {open.length === 0 ? (
            <p className="text-sm text-gray-600">Ninguna profesional la atiende por ahora.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {open.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-semibold text-gray-900">{row.trainer_name}</span> · desde el{' '}
                    {formatShortDate(row.started_at)} (
                    {row.origin === 'booking' ? 'por una reserva' : 'asignada'})
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost text-red-700"
                    onClick={() => setEnding({ id: row.id, name: row.trainer_name })}
                  >
                    Terminar
                  </button>
                </li>
              ))}
            </ul>
          )}
          {past.length > 0 ? (
            <p className="text-xs text-gray-500">
              Antes:{' '}
              {past
                .map(
                  (row) =>
                    `${row.trainer_name} (hasta el ${formatShortDate(row.ended_at ?? row.started_at)})`,
                )
                .join(', ')}
            </p>
          ) : null}
        </>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          assign.mutate(
            { member_id: memberId, trainer_id: Number(chosen) },
            {
              onSuccess: (answer) => {
                toast.show({ type: 'success', title: answer.message });
                setChosen('');
              },
              onError: (error) => toast.show({ type: 'error', title: generalMessage(error) }),
            },
          );
        }}
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="asignar-profesional" className="field-label">
            Asignar profesional
          </label>
          <select
            id="asignar-profesional"
            className="field-input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Elige una profesional</option>
            {(team.data ?? []).map((trainer) => (
              <option key={trainer.id} value={trainer.id}>
                {trainer.name} · {trainer.specialization}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary" disabled={!chosen || assign.isPending}>
          <UserPlus aria-hidden className="size-4" /> Asignar
        </button>
      </form>
      {ending ? (
        <ConfirmDialog
          title="Terminar relación de cuidado"
          confirmLabel="Terminar"
          busyLabel="Terminando..."
          onClose={() => setEnding(null)}
          onConfirm={() => end.mutateAsync(ending.id)}
        >
          {ending.name} dejará de ver su ficha, sus notas y sus medidas. Lo que ya escribió se conserva en la
          ficha clínica.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
