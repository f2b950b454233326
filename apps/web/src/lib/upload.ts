import { GENERAL_ERRORS } from '@vitalia/shared/messages/general';
import { CSRF_HEADER } from '@vitalia/shared/constants/auth';
import { ApiError, buildUrl, ensureCsrfToken, refusal } from './api-client';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A file sent as a form with progress (fetch cannot report upload progress) and without the API's 10 s
 * timeout: a 50 MB PDF on a Chilean 4G connection takes minutes. Errors are the same ApiError as
 * `apiRequest`'s; an abort through `signal` rejects with an AbortError.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError(GENERAL_ERRORS.network, { status: 0, kind: 'network' });
  const token = await ensureCsrfToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      let data: unknown = undefined;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject(refusal(request.status, request.statusText, data));
    };
    request.onerror = () => reject(new ApiError(GENERAL_ERRORS.network, { status: 0, kind: 'network' }));
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
