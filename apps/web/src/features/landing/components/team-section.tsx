import { useState } from 'react';
import { PlayCircle } from 'lucide-react';
import type { Trainer } from '@vitalia/shared/member';
import { TRAINER_MESSAGES } from '@vitalia/shared/messages/member';
import { Modal } from '@/components/ui/modal';
import { trainersErrorMessage, useTrainers } from '../api/trainers';
import { usePublicTeam } from '../api/public-team';
import { TrainerPortrait } from '@/components/ui/trainer-illustration';

/**
 * SPEC §2/§4 team: loading, list, empty or error with "Reintentar"; intro videos play in a modal. The landing
 * shows the featured professionals; `everyone` (the public /equipo page) every active one.
 */
export function TeamSection({ everyone = false }: { everyone?: boolean }) {
  const featured = useTrainers({ enabled: !everyone });
  const all = usePublicTeam({ enabled: everyone });
  const trainers = everyone ? all : featured;
  const [playing, setPlaying] = useState<Trainer | null>(null);

  let body;
  if (trainers.isPending) {
    body = (
      <div role="status" aria-label="Cargando equipo">
        <ul aria-hidden className="grid animate-pulse gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="card flex flex-col items-center gap-3">
              <div className="size-28 rounded-full bg-gray-200" />
              <div className="h-5 w-32 rounded bg-gray-200" />
              <div className="h-4 w-40 rounded bg-gray-100" />
              <div className="h-12 w-full rounded bg-gray-100" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (trainers.isError) {
    body = (
      <div role="alert" className="card text-center">
        <p className="text-gray-700">{trainersErrorMessage(trainers.error)}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void trainers.refetch()}>
          {TRAINER_MESSAGES.retry}
        </button>
      </div>
    );
  } else if (trainers.data.length === 0) {
    body = <p className="card text-center text-gray-600">{TRAINER_MESSAGES.empty}</p>;
  } else {
    body = (
      // Rows of up to three, a last shorter row centred: four professionals are not three and an orphan.
      <ul className="flex flex-wrap justify-center gap-6">
        {trainers.data.map((trainer) => (
          <li
            key={trainer.id}
            className="card flex w-full flex-col items-center text-center sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            <TrainerPortrait
              name={trainer.name}
              src={trainer.profile_image}
              pixels={112}
              lazy
              className="size-28"
            />
            <h3 className="mt-4 text-lg font-semibold text-gray-900">{trainer.name}</h3>
            <p className="text-sm font-medium text-brand-700">{trainer.specialization}</p>
            <p className="mt-1 text-xs text-gray-500">{trainer.experience_years} años de experiencia</p>
            {trainer.registry_number ? (
              <p className="mt-1 text-xs text-gray-500">
                Registro Superintendencia de Salud N° {trainer.registry_number}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-gray-600">{trainer.bio}</p>
            {trainer.intro_video_url ? (
              <button type="button" className="btn-secondary mt-4" onClick={() => setPlaying(trainer)}>
                <PlayCircle aria-hidden className="size-4" />
                Ver presentación
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="team-title" className={everyone ? '' : 'mt-16'}>
      <h2 id="team-title" className={everyone ? 'sr-only' : 'text-2xl font-semibold text-brand-900'}>
        Nuestro equipo
      </h2>
      {/* On /equipo the page's own heading and line introduce the team. */}
      {everyone ? null : (
        <p className="mt-2 max-w-2xl text-gray-600">
          Profesionales de la salud que te acompañan con cercanía y evidencia.
        </p>
      )}
      <div className={everyone ? '' : 'mt-6'}>{body}</div>
      <Modal
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing ? `Conoce a ${playing.name}` : undefined}
        size="lg"
      >
        {playing?.intro_video_url ? (
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-gray-900">
            <iframe
              src={playing.intro_video_url}
              title={`Presentación de ${playing.name}`}
              className="size-full"
              allow="accelerometer; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
