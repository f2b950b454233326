import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { paths } from '@/config/paths';
import '@vitalia/shared/zod-setup';
import {
  VideoInputSchema,
  type AdminVideo,
  type VideoInput,
  type VideoInputParsed,
} from '@vitalia/shared/videos';
import { ContentFields, ContentFormActions, emptyAsNull } from '@/components/content-admin/content-fields';
import { Modal } from '@/components/ui/modal';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useAdminVideo } from '../../api/get-admin-video';
import { useCreateVideo } from '../../api/create-video';
import { useUpdateVideo } from '../../api/update-video';
import { VideoUpload } from './video-upload';
import { CaptionsControls } from './captions-controls';

const FIELDS = ['title', 'description', 'category', 'required_plan', 'status', 'embed_url'];

function valuesOf(video: AdminVideo | null): VideoInput {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    category: video?.category ?? '',
    required_plan: video?.required_plan ?? 'free',
    status: video?.status ?? 'draft',
    embed_url: video?.embed_url ?? '',
  };
}

/**
 * "Nuevo video" / "Editar video": the details first (a new one is a draft), then its file (resumable
 * upload, then "Procesando…" until the ladder is ready) or a YouTube/Vimeo address, captions, "Publicado".
 */
export function VideoDialog({
  video,
  categories,
  onClose,
}: {
  video: AdminVideo | null;
  categories: string[];
  onClose: () => void;
}) {
  const [saved, setSaved] = useState(video);
  const fresh = useAdminVideo(saved?.id ?? null).data?.video;
  const current = fresh && saved && fresh.updated_at >= saved.updated_at ? fresh : saved;
  return (
    <Modal open onClose={onClose} size="lg" title={current ? 'Editar video' : 'Nuevo video'}>
      <div className="space-y-6">
        <DetailsForm video={current} categories={categories} onSaved={setSaved} onClose={onClose} />
        {current ? (
          <div className="grid gap-6 border-t border-gray-100 pt-5 sm:grid-cols-2">
            <VideoUpload video={current} onSaved={setSaved} />
            <CaptionsControls video={current} onSaved={setSaved} />
            {current.has_source || current.embed_url ? (
              <Link to={paths.video(current.id)} className="btn-ghost justify-self-start">
                <Eye aria-hidden className="size-4" /> Ver como miembro
              </Link>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-gray-600">
            Después de crearlo podrás subir el archivo y los subtítulos.
          </p>
        )}
      </div>
    </Modal>
  );
}

function DetailsForm({
  video,
  categories,
  onSaved,
  onClose,
}: {
  video: AdminVideo | null;
  categories: string[];
  onSaved: (video: AdminVideo) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateVideo();
  const update = useUpdateVideo();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VideoInput, unknown, VideoInputParsed>({
    resolver: zodResolver(VideoInputSchema),
    defaultValues: valuesOf(video),
  });
  const { handleSubmit, setError, reset } = form;
  const busy = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const done = {
      onSuccess: (response: { message: string; video: AdminVideo }) => {
        toast.show({ type: 'success', title: response.message });
        reset(valuesOf(response.video));
        onSaved(response.video);
      },
      onError: (error: Error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    };
    if (video) update.mutate({ id: video.id, ...values }, done);
    else create.mutate(values, done);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Datos del video">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ContentFields kind="video" categories={categories} descriptionMax={2000}>
          <TextField
            label="Dirección de YouTube o Vimeo (opcional)"
            inputMode="url"
            hint="Solo para videos gratuitos. Déjala vacía para subir un archivo."
            error={form.formState.errors.embed_url?.message}
            disabled={Boolean(video?.has_source)}
            {...form.register('embed_url', { setValueAs: emptyAsNull })}
          />
        </ContentFields>
        <ContentFormActions
          busy={busy}
          submitLabel={video ? 'Guardar cambios' : 'Crear video'}
          dismissLabel="Cerrar"
          onDismiss={onClose}
        />
      </form>
    </FormProvider>
  );
}
