import { useId, useRef, useState } from 'react';
import { Captions, Pencil, Trash2 } from 'lucide-react';
import type { AdminVideo } from '@vitalia/shared/videos';
import { Loading, LoadError } from '@/components/data/load-states';
import { useMutationToasts } from '@/hooks/use-mutation-toasts';
import { useCaptionsText } from '../../api/get-captions-text';
import { useRemoveCaptions } from '../../api/remove-captions';
import { useUploadCaptions } from '../../api/upload-captions';

export function CaptionsControls({
  video,
  onSaved,
}: {
  video: AdminVideo;
  onSaved: (video: AdminVideo) => void;
}) {
  const upload = useUploadCaptions();
  const remove = useRemoveCaptions();
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const { onSuccess, onError } = useMutationToasts<{ message: string; video: AdminVideo }>(
    'No se pudieron guardar los subtítulos',
    (response) => onSaved(response.video),
  );
  const done = { onSuccess, onError };
  return (
    <section aria-labelledby={`captions-${video.id}`} className="space-y-2">
      <h3 id={`captions-${video.id}`} className="text-sm font-semibold text-gray-900">
        Subtítulos en español
      </h3>
      <p className="text-sm text-gray-600">
        {video.has_captions
          ? 'Subtítulos cargados: se muestran activados.'
          : 'Sin subtítulos. Sube un archivo WebVTT (.vtt).'}
      </p>
      <input
        ref={input}
        type="file"
        accept="text/vtt,.vtt"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Elegir los subtítulos de ${video.title}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate({ id: video.id, file }, done);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={upload.isPending || Boolean(video.embed_url)}
          onClick={() => input.current?.click()}
        >
          <Captions aria-hidden className="size-4" />{' '}
          {video.has_captions ? 'Cambiar subtítulos' : 'Subir subtítulos'}
        </button>
        {video.has_captions ? (
          <button
            type="button"
            className="btn-ghost"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            <Pencil aria-hidden className="size-4" /> Editar texto
          </button>
        ) : null}
        {video.has_captions ? (
          <button
            type="button"
            className="btn-ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(video.id, done)}
          >
            <Trash2 aria-hidden className="size-4" /> Quitar
          </button>
        ) : null}
      </div>
      {editing ? (
        <CaptionsEditor
          video={video}
          saving={upload.isPending}
          onSave={(text) =>
            upload.mutate(
              { id: video.id, file: new File([text], 'subtitulos.vtt', { type: 'text/vtt' }) },
              {
                ...done,
                onSuccess: (response) => {
                  done.onSuccess(response);
                  setEditing(false);
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

/** The captions' WebVTT text in a box: a typo fixed here, without making and uploading a file. */
function CaptionsEditor({
  video,
  saving,
  onSave,
}: {
  video: AdminVideo;
  saving: boolean;
  onSave: (text: string) => void;
}) {
  const captions = useCaptionsText(video.id, true);
  const [text, setText] = useState<string | null>(null);
  const id = useId();
  if (captions.isPending) return <Loading label="Cargando subtítulos…" />;
  if (captions.isError) return <LoadError error={captions.error} onRetry={() => void captions.refetch()} />;
  const value = text ?? captions.data.text;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="field-label">
        Texto de los subtítulos (WebVTT)
      </label>
      <textarea
        id={id}
        rows={10}
        className="field-input font-mono text-xs"
        spellCheck
        lang="es"
        value={value}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="text-xs text-gray-600">
        Cada bloque: un tiempo «00:00:01.000 --&gt; 00:00:04.000» y debajo el texto. La primera línea es
        WEBVTT.
      </p>
      <button type="button" className="btn-primary" disabled={saving} onClick={() => onSave(value)}>
        {saving ? 'Guardando...' : 'Guardar subtítulos'}
      </button>
    </div>
  );
}
