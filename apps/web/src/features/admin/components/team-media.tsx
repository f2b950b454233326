import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { AdminTrainer } from '@vitalia/shared/trainers';
import { TextField } from '@/components/ui/form-field';
import { ImagePickerButton } from '@/components/ui/image-picker';
import { useToast } from '@/components/ui/toast';
import { TrainerPortrait } from '@/components/ui/trainer-illustration';
import { formErrorsOf } from '@/lib/api-client';
import { useAdminTrainers } from '../api/get-admin-trainers';
import { useRemoveTrainerPhoto } from '../api/remove-trainer-photo';
import { useSaveTrainerCard } from '../api/save-trainer-card';
import { useUploadTrainerPhoto } from '../api/upload-trainer-photo';
import { QueryStatus } from '@/components/data/query-status';
import { TrainerAccount } from './trainer-account';
import { useMutationToasts } from '@/hooks/use-mutation-toasts';

function PhotoControls({ trainer }: { trainer: AdminTrainer }) {
  const upload = useUploadTrainerPhoto();
  const remove = useRemoveTrainerPhoto();
  const { fail, ...done } = useMutationToasts('No se pudo cambiar la foto');

  const onFile = (file: File) => upload.mutate({ id: trainer.id, file }, done);

  return (
    <div className="flex flex-wrap gap-2">
      <ImagePickerButton
        inputLabel={`Elegir foto de ${trainer.name}`}
        busy={upload.isPending}
        onPick={onFile}
        onInvalid={fail}
      >
        {trainer.has_uploaded_photo ? 'Cambiar foto' : 'Subir foto'}
      </ImagePickerButton>
      {trainer.has_uploaded_photo ? (
        <button
          type="button"
          className="btn-ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(trainer.id, done)}
        >
          <Trash2 aria-hidden className="size-4" />
          Quitar foto
        </button>
      ) : null}
    </div>
  );
}

function CardForm({ trainer }: { trainer: AdminTrainer }) {
  const toast = useToast();
  const save = useSaveTrainerCard();
  const [video, setVideo] = useState(trainer.intro_video_url ?? '');
  const [registry, setRegistry] = useState(trainer.registry_number ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-3"
      aria-label={`Datos de la tarjeta de ${trainer.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        setFormError(null);
        save.mutate(
          { id: trainer.id, intro_video_url: video, registry_number: registry },
          {
            onSuccess: (response) => {
              setVideo(response.trainer.intro_video_url ?? '');
              setRegistry(response.trainer.registry_number ?? '');
              toast.show({ type: 'success', title: response.message });
            },
            onError: (failure) => {
              const { fields, form } = formErrorsOf(failure);
              setErrors(fields);
              setFormError(form);
            },
          },
        );
      }}
    >
      <TextField
        label="Video de presentación"
        hint="Enlace de un video de YouTube o Vimeo. Vacío: no se muestra «Ver presentación»."
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={video}
        error={errors.intro_video_url}
        onChange={(event) => setVideo(event.target.value)}
      />
      <TextField
        label="N° de registro (Superintendencia de Salud)"
        hint="Registro Nacional de Prestadores Individuales. Solo dígitos."
        inputMode="numeric"
        value={registry}
        error={errors.registry_number}
        onChange={(event) => setRegistry(event.target.value)}
      />
      {formError ? (
        <p role="alert" className="field-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar'}
      </button>
    </form>
  );
}

/** /admin/settings, "Equipo": each professional's photo, video and registry number as the landing shows them. */
export function TeamMedia() {
  const trainers = useAdminTrainers();
  const rows = trainers.data?.trainers ?? [];
  return (
    <section aria-labelledby="team-media-title" className="space-y-3">
      <div>
        <h2 id="team-media-title" className="text-lg font-semibold text-gray-900">
          Equipo: fotos, videos y registro
        </h2>
        <p className="text-sm text-gray-600">
          Lo que ve cualquier visita en la sección «Nuestro equipo». Sin foto, se muestra una ilustración.
        </p>
      </div>
      <QueryStatus
        isPending={trainers.isPending}
        isError={trainers.isError}
        isEmpty={trainers.isSuccess && rows.length === 0}
        what="los profesionales"
      />
      <ul className="grid gap-4 lg:grid-cols-2">
        {rows.map((trainer) => (
          <li key={trainer.id} className="card space-y-4">
            <div className="flex items-center gap-4">
              <TrainerPortrait
                name={trainer.name}
                src={trainer.photo_url}
                pixels={72}
                className="size-18 shrink-0"
              />
              <div className="min-w-0">
                <p className="font-semibold text-gray-900">{trainer.name}</p>
                <p className="text-sm text-brand-700">{trainer.specialization}</p>
                <p className="text-xs text-gray-500">
                  {[
                    trainer.is_featured ? 'Se muestra en el inicio' : 'No se muestra en el inicio',
                    trainer.is_active ? null : 'Inactiva/o',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </div>
            <PhotoControls trainer={trainer} />
            <CardForm trainer={trainer} />
            <TrainerAccount trainer={trainer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
