import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Trash2 } from 'lucide-react';
import '@vitalia/shared/zod-setup';
import { ResourceInputSchema, type AdminResource, type ResourceInput } from '@vitalia/shared/library';
import { ContentFields, ContentFormActions, PriceField } from '@/components/content-admin/content-fields';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/form-field';
import { ImagePickerButton } from '@/components/ui/image-picker';
import { useToast } from '@/components/ui/toast';
import { useMutationToasts } from '@/hooks/use-mutation-toasts';
import { applyServerErrors } from '@/lib/server-form-errors';
import { useAdminResource } from '../../api/get-admin-resource';
import { useCreateResource } from '../../api/create-resource';
import { useRemoveResourceCover } from '../../api/remove-resource-cover';
import { useUpdateResource } from '../../api/update-resource';
import { useUploadResourceCover } from '../../api/upload-resource-cover';
import { ResourceCover } from '../resource-cover';
import { PdfUpload } from './pdf-upload';

type ResourceForm = z.input<typeof ResourceInputSchema>;
const FIELDS = ['title', 'description', 'category', 'required_plan', 'price_clp', 'status'];

function valuesOf(resource: AdminResource | null): ResourceForm {
  return {
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    category: resource?.category ?? '',
    required_plan: resource?.required_plan ?? 'free',
    price_clp: resource?.price_clp ?? null,
    status: resource?.status ?? 'draft',
  };
}

/**
 * "Nuevo e-book" / "Editar e-book": the details first (a new one is saved as a draft), then its PDF and
 * cover, then "Publicado". The dialog stays open after creating so the PDF can be added at once.
 */
export function ResourceDialog({
  resource,
  categories,
  onClose,
}: {
  resource: AdminResource | null;
  categories: string[];
  onClose: () => void;
}) {
  const [saved, setSaved] = useState(resource);
  // What the server says now (pages and cover arrive from a job after an upload), else the last answer.
  const fresh = useAdminResource(saved?.id ?? null).data?.resource;
  const current = fresh && saved && fresh.updated_at >= saved.updated_at ? fresh : saved;
  return (
    <Modal open onClose={onClose} size="lg" title={current ? 'Editar e-book' : 'Nuevo e-book'}>
      <div className="space-y-6">
        <DetailsForm resource={current} categories={categories} onSaved={setSaved} onClose={onClose} />
        {current ? (
          <div className="grid gap-6 border-t border-gray-100 pt-5 sm:grid-cols-2">
            <PdfUpload resource={current} onSaved={setSaved} />
            <CoverControls resource={current} onSaved={setSaved} />
          </div>
        ) : (
          <p className="text-sm text-gray-600">Después de crearlo podrás subir el PDF y la portada.</p>
        )}
      </div>
    </Modal>
  );
}

function DetailsForm({
  resource,
  categories,
  onSaved,
  onClose,
}: {
  resource: AdminResource | null;
  categories: string[];
  onSaved: (resource: AdminResource) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateResource();
  const update = useUpdateResource();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResourceForm, unknown, ResourceInput>({
    resolver: zodResolver(ResourceInputSchema),
    defaultValues: valuesOf(resource),
  });
  const { handleSubmit, setError, reset } = form;
  const busy = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const done = {
      onSuccess: (response: { message: string; resource: AdminResource }) => {
        toast.show({ type: 'success', title: response.message });
        reset(valuesOf(response.resource));
        onSaved(response.resource);
      },
      onError: (error: Error) => setFormError(applyServerErrors(error, setError, FIELDS)),
    };
    if (resource) update.mutate({ id: resource.id, ...values }, done);
    else create.mutate(values, done);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Datos del e-book">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ContentFields kind="resource" categories={categories} descriptionMax={1000}>
          <PriceField />
        </ContentFields>
        <ContentFormActions
          busy={busy}
          submitLabel={resource ? 'Guardar cambios' : 'Crear e-book'}
          dismissLabel="Cerrar"
          onDismiss={onClose}
        />
      </form>
    </FormProvider>
  );
}

function CoverControls({
  resource,
  onSaved,
}: {
  resource: AdminResource;
  onSaved: (resource: AdminResource) => void;
}) {
  const upload = useUploadResourceCover();
  const remove = useRemoveResourceCover();
  const { fail, onSuccess, onError } = useMutationToasts<{ message: string; resource: AdminResource }>(
    'No se pudo cambiar la portada',
    (response) => onSaved(response.resource),
  );
  const done = { onSuccess, onError };
  return (
    <section aria-labelledby={`cover-${resource.id}`} className="space-y-2">
      <h3 id={`cover-${resource.id}`} className="text-sm font-semibold text-gray-900">
        Portada
      </h3>
      <div className="flex items-start gap-3">
        <div className="w-20 shrink-0">
          <ResourceCover title={resource.title} category={resource.category} coverUrl={resource.cover_url} />
        </div>
        <div className="space-y-2">
          <p className="text-xs text-gray-600">
            {resource.has_uploaded_cover
              ? 'Portada subida.'
              : resource.cover_url
                ? 'Generada de la primera página del PDF.'
                : 'Portada tipográfica (sin imagen).'}
          </p>
          <ImagePickerButton
            inputLabel={`Elegir la portada de ${resource.title}`}
            busy={upload.isPending}
            onPick={(file) => upload.mutate({ id: resource.id, file }, done)}
            onInvalid={fail}
          >
            {resource.has_uploaded_cover ? 'Cambiar portada' : 'Subir portada'}
          </ImagePickerButton>
          {resource.has_uploaded_cover ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(resource.id, done)}
            >
              <Trash2 aria-hidden className="size-4" /> Quitar portada
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
