import { useRef, useState } from 'react';
import { FileUp, X } from 'lucide-react';
import { RESOURCE_MAX_BYTES, type AdminResource } from '@vitalia/shared/library';
import { LIBRARY_MESSAGES } from '@vitalia/shared/messages/library';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { formatBytes, uploadTimeLeft } from '@/utils/format';
import { useUploadResourcePdf } from '../../api/upload-resource-pdf';

interface Progress {
  loaded: number;
  total: number;
  startedAt: number;
  now: number;
}

/**
 * The e-book's PDF: choose a file, watch it go up (bar, percent, time left), cancel if needed. A quick
 * check of type and size answers at once; the server checks the bytes again and counts the pages.
 */
export function PdfUpload({
  resource,
  onSaved,
}: {
  resource: AdminResource;
  onSaved: (resource: AdminResource) => void;
}) {
  const toast = useToast();
  const upload = useUploadResourcePdf();
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
      return setError(LIBRARY_MESSAGES.fileWrongType);
    if (file.size > RESOURCE_MAX_BYTES) return setError(LIBRARY_MESSAGES.fileTooLarge);
    const controller = new AbortController();
    cancel.current = controller;
    const startedAt = Date.now();
    setProgress({ loaded: 0, total: file.size, startedAt, now: startedAt });
    upload.mutate(
      {
        id: resource.id,
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => setProgress({ loaded, total, startedAt, now: Date.now() }),
      },
      {
        onSuccess: (response) => {
          onSaved(response.resource);
          toast.show({ type: 'success', title: response.message });
        },
        onError: (failure) => {
          if (failure instanceof DOMException && failure.name === 'AbortError') return;
          setError(generalMessage(failure));
        },
        onSettled: () => {
          setProgress(null);
          cancel.current = null;
        },
      },
    );
  };

  const percent = progress ? Math.floor((progress.loaded / Math.max(1, progress.total)) * 100) : 0;
  return (
    <section aria-labelledby={`pdf-${resource.id}`} className="space-y-2">
      <h3 id={`pdf-${resource.id}`} className="text-sm font-semibold text-gray-900">
        Archivo PDF
      </h3>
      <p className="text-sm text-gray-600">
        {resource.has_file
          ? `PDF cargado${resource.pages ? ` · ${resource.pages} páginas` : ' · contando páginas...'}${
              resource.file_size ? ` · ${formatBytes(resource.file_size)}` : ''
            }`
          : 'Aún no tiene PDF: súbelo para poder publicarlo.'}
      </p>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Elegir el PDF de ${resource.title}`}
        onChange={(event) => {
          start(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {progress ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Subiendo el PDF"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-gray-100"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2 text-xs text-gray-600">
            <span aria-live="polite">
              {percent}% de {formatBytes(progress.total)}
              {(() => {
                const left = uploadTimeLeft(
                  progress.loaded,
                  progress.total,
                  progress.now - progress.startedAt,
                );
                return left ? ` · ${left}` : '';
              })()}
            </span>
            <button type="button" className="btn-ghost px-2 py-1" onClick={() => cancel.current?.abort()}>
              <X aria-hidden className="size-4" /> Cancelar
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => input.current?.click()}>
          <FileUp aria-hidden className="size-4" /> {resource.has_file ? 'Reemplazar PDF' : 'Subir PDF'}
        </button>
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
