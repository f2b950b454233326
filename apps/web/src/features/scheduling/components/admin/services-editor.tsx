import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { adminTeamQueryOptions } from '@/lib/team-query';
import { useAdminAppointmentTypes } from '../../api/get-appointment-types';
import { useTrainerServices } from '../../api/get-trainer-services';
import { useSaveTrainerServices } from '../../api/save-trainer-services';

/** Her ticks: what was saved, until an admin changes one (issue 45 §6). */
function ServicesForm({ trainerId }: { trainerId: number }) {
  const services = useTrainerServices(trainerId);
  const types = useAdminAppointmentTypes();
  const save = useSaveTrainerServices(trainerId);
  const toast = useToast();
  const [chosen, setChosen] = useState<number[] | null>(null);
  if (services.isPending || types.isPending) return <Loading />;
  if (services.isError) return <LoadError error={services.error} onRetry={() => void services.refetch()} />;
  if (types.isError) return <LoadError error={types.error} onRetry={() => void types.refetch()} />;
  const active = types.data.types.filter((type) => type.is_active);
  // Saved empty means every type: shown as every box ticked.
  const saved = services.data.type_ids.length === 0 ? active.map((type) => type.id) : services.data.type_ids;
  const ticked = chosen ?? saved;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        // Every type ticked is stored as "every type", so a new type is offered by her too.
        const typeIds = ticked.length === active.length ? [] : ticked;
        save.mutate(
          { type_ids: typeIds },
          {
            onSuccess: (answer) => {
              toast.show({ type: 'success', title: answer.message ?? 'Guardado.' });
              setChosen(null);
            },
            onError: (error) => toast.show({ type: 'error', title: generalMessage(error) }),
          },
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="field-label">Consultas que ofrece</legend>
        {active.map((type) => (
          <label key={type.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={ticked.includes(type.id)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...ticked, type.id] : ticked.filter((id) => id !== type.id))
              }
            />
            {type.name}
          </label>
        ))}
      </fieldset>
      {ticked.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          Elige al menos una consulta; sin ninguna no se le puede agendar.
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary" disabled={ticked.length === 0 || save.isPending}>
        Guardar consultas
      </button>
    </form>
  );
}

/**
 * Which consultations each professional offers (issue 45 §6): a psychologist is not offered for "Consulta
 * nutricional". Members only see, and can only book, a professional for what she offers.
 */
export function ServicesEditor() {
  const team = useQuery({
    ...adminTeamQueryOptions(),
    select: (data) => data.trainers.filter((trainer) => trainer.is_active),
  });
  const [trainerId, setTrainerId] = useState<number | undefined>(undefined);
  const current = trainerId ?? team.data?.[0]?.id;
  return (
    <section aria-labelledby="servicios" className="card space-y-4">
      <h2 id="servicios" className="text-lg font-semibold text-gray-900">
        Consultas por integrante del equipo
      </h2>
      {team.isPending ? (
        <Loading />
      ) : team.isError ? (
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <div className="max-w-sm">
            {/* No "Profesional" here or in the title: the hours editor above is labelled so on this page. */}
            <label htmlFor="servicios-profesional" className="field-label">
              Integrante del equipo
            </label>
            <select
              id="servicios-profesional"
              className="field-input"
              value={current ?? ''}
              onChange={(event) => setTrainerId(Number(event.target.value))}
            >
              {team.data.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {trainer.name}
                </option>
              ))}
            </select>
          </div>
          {current === undefined ? null : <ServicesForm key={current} trainerId={current} />}
        </>
      )}
    </section>
  );
}
