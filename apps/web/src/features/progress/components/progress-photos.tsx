import { useId, useState, type FormEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { formatShortDate } from '@vitalia/shared/dates';
import { POSE_LABELS, POSES, PROGRESS_PAST_DAYS, type Pose } from '@vitalia/shared/progress';
import { Loading, LoadError } from '@/components/data/load-states';
import { useToast } from '@/components/ui/toast';
import { addDays, shortDayOf, todayInChile, weekdayOf } from '@/utils/chile-days';
import { useDeleteProgressPhoto } from '../api/delete-progress-photo';
import { useProgressPhotos } from '../api/get-progress-photos';
import { useUploadProgressPhoto } from '../api/upload-progress-photo';
import { PhotoCompare } from './photo-compare';

/** A photo of a pose on a day: camera on a phone, a file on a laptop; a retry is the same photo. */
function PhotoForm() {
  const upload = useUploadProgressPhoto();
  const toast = useToast();
  const id = useId();
  const today = todayInChile();
  const [pose, setPose] = useState<Pose>('frente');
  const [takenOn, setTakenOn] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError('Elige o toma una foto.');
      return;
    }
    upload.mutate(
      {
        file,
        pose,
        takenOn,
        clientId,
        onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
      },
      {
        onSuccess: (answer) => {
          toast.show({ type: 'success', title: answer.message });
          setFile(null);
          setClientId(crypto.randomUUID());
          (event.target as HTMLFormElement).reset();
        },
        onError: (failure) => setError(failure.message),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Agregar una foto" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-pose`} className="field-label">
            Pose
          </label>
          <select
            id={`${id}-pose`}
            className="field-input"
            value={pose}
            onChange={(event) => setPose(event.target.value as Pose)}
          >
            {POSES.map((option) => (
              <option key={option} value={option}>
                {POSE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-day`} className="field-label">
            Día
          </label>
          <select
            id={`${id}-day`}
            className="field-input"
            value={takenOn}
            onChange={(event) => setTakenOn(event.target.value)}
          >
            {Array.from({ length: PROGRESS_PAST_DAYS + 1 }, (_, back) => addDays(today, -back)).map(
              (day, back) => (
                <option key={day} value={day}>
                  {back === 0 ? 'Hoy' : back === 1 ? 'Ayer' : `${weekdayOf(day)} ${shortDayOf(day)}`}
                </option>
              ),
            )}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="field-label">
            Foto
          </label>
          {/* The native control reads "Choose File" on an English browser: ours says it in Spanish. */}
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            capture="environment"
            className="peer sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-chosen`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setClientId(crypto.randomUUID());
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className="btn btn-secondary w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
          >
            <Camera aria-hidden className="size-4" /> Tomar o elegir
          </label>
          <p id={`${id}-chosen`} className="mt-1 truncate text-sm text-gray-600">
            {file ? file.name : 'Ninguna foto elegida'}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
        {upload.isPending ? `Subiendo… ${percent ?? 0} %` : 'Guardar foto'}
      </button>
    </form>
  );
}

/**
 * "Fotos de progreso" on /progreso (issue 47): a pose a day, compared side by side, private to her and her
 * care team; each can be deleted (its file too).
 */
export function ProgressPhotos() {
  const photos = useProgressPhotos();
  const remove = useDeleteProgressPhoto();
  return (
    <section aria-labelledby="fotos-progreso" className="card space-y-4">
      <div className="space-y-1">
        <h2 id="fotos-progreso" className="text-lg font-semibold text-gray-900">
          Fotos de progreso
        </h2>
        <p className="text-sm text-gray-600">
          Solo las ven tú y tu equipo de cuidado. Guardamos la foto sin su ubicación.
        </p>
      </div>
      <PhotoForm />
      {photos.isPending ? <Loading label="Cargando tus fotos…" /> : null}
      {photos.isError ? <LoadError error={photos.error} onRetry={() => void photos.refetch()} /> : null}
      {photos.isSuccess && photos.data.photos.length > 0 ? (
        <>
          <PhotoCompare photos={photos.data.photos} />
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">
              Todas tus fotos ({photos.data.photos.length})
            </summary>
            <ul className="mt-2 divide-y divide-gray-100">
              {photos.data.photos.map((photo) => (
                <li key={photo.id} className="flex items-center justify-between gap-2 py-1.5">
                  <span>
                    {POSE_LABELS[photo.pose]} · {formatShortDate(`${photo.taken_on}T12:00:00Z`)}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost min-h-11 px-2"
                    aria-label={`Borrar la foto de ${POSE_LABELS[photo.pose].toLowerCase()} del ${formatShortDate(`${photo.taken_on}T12:00:00Z`)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(photo.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
      {photos.isSuccess && photos.data.photos.length === 0 ? (
        <p className="text-sm text-gray-600">
          Aún no tienes fotos. Una al mes de cada pose basta para ver el cambio.
        </p>
      ) : null}
    </section>
  );
}
