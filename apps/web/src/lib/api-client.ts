import { API_TIMEOUT_MS } from '@vitalia/shared/constants/app';
import { CSRF_COOKIE, CSRF_HEADER } from '@vitalia/shared/constants/auth';
import { GENERAL_ERRORS } from '@vitalia/shared/messages/general';
import type { ApiErrorBody } from '@vitalia/shared/api';
import { env } from '@/config/env';

/** A failed call: `status` 0 means the request never got an HTTP answer. */
/** What a failed call says: its status (0 when no answer came) and what the server sent. */
export interface ApiErrorDetails {
  status: number;
  code?: string;
  /** The server's own Spanish message, when it sent one. */
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  /** `network`: no answer; `timeout`: no answer in time; `http`: an answer with an error status. */
  kind?: 'http' | 'network' | 'timeout';
  statusText?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;
  readonly kind: 'http' | 'network' | 'timeout';
  readonly statusText: string;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors;
    this.kind = details.kind ?? 'http';
    this.statusText = details.statusText ?? '';
  }
}

/**
 * SPEC §8 "General": the message a failure shows when a screen has nothing more specific. Any other error
 * (a bug in the page, say) shows its own message.
 */
export function generalMessage(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.kind === 'network') return GENERAL_ERRORS.network;
  if (error.kind === 'timeout') return GENERAL_ERRORS.timeout;
  if (error.code === 'METHOD_NOT_ALLOWED') return GENERAL_ERRORS.methodNotAllowed;
  if (error.status === 0) return GENERAL_ERRORS.cors;
  if (error.status === 401) return GENERAL_ERRORS.unauthorized;
  if (error.status === 403 && error.code !== 'CSRF_INVALID') return GENERAL_ERRORS.forbidden;
  return error.serverMessage ?? GENERAL_ERRORS.network;
}

/**
 * A refused form: the errors the server gave for named fields, to show under each; only when none names a
 * field, one message for the whole form.
 */
export function formErrorsOf(error: Error): { fields: Record<string, string>; form: string | null } {
  const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  if (Object.keys(fields).length > 0) return { fields, form: null };
  return { fields, form: generalMessage(error) };
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** A hand-written check instead of the zod schema keeps zod out of the first chunk. */
function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Record<string, unknown>;
  return candidate.success === false && typeof candidate.message === 'string';
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
/** The auth layer subscribes here to drop the session on a 401 from any call. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Set false for calls whose 401 is an expected answer (sign-in, /auth/me). */
  notifyUnauthorized?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = env.VITE_API_URL.replace(/\/$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export async function ensureCsrfToken(): Promise<string | undefined> {
  let token = readCookie(CSRF_COOKIE);
  if (!token) {
    // Any API answer sets the cookie; the config call is the cheapest.
    await fetch(buildUrl('/config'), { credentials: 'include' }).catch(() => undefined);
    token = readCookie(CSRF_COOKIE);
  }
  return token;
}

/**
 * The app's one way to call the API (SPEC §7): base URL from config, cookies sent, JSON,
 * 10 000 ms timeout, CSRF header on every state-changing call, errors as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // Offline (airplane mode, the Metro): fail at once with the Spanish message instead of waiting for a
  // request that cannot leave the phone. Nothing is queued to be sent later.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError(GENERAL_ERRORS.network, { status: 0, kind: 'network' });
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = await ensureCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  const signal = controller.signal;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
    if (options.signal?.aborted) throw cause;
    throw new ApiError(timedOut ? GENERAL_ERRORS.timeout : GENERAL_ERRORS.network, {
      status: 0,
      kind: timedOut ? 'timeout' : 'network',
    });
  }

  const text = await response.text().finally(() => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  });
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) throw refusal(response.status, response.statusText, data, options.notifyUnauthorized);
  return data as T;
}

/** The ApiError of an HTTP answer that is not 2xx (a 401 also tells the auth layer, unless expected). */
export function refusal(
  status: number,
  statusText: string,
  data: unknown,
  notifyUnauthorized = true,
): ApiError {
  const body = isApiErrorBody(data) ? data : undefined;
  const error = new ApiError('', {
    status,
    code: body?.code,
    serverMessage: body?.message,
    fieldErrors: body?.errors,
    statusText,
  });
  error.message = generalMessage(error);
  if (status === 401 && notifyUnauthorized) unauthorizedListeners.forEach((listener) => listener(error));
  return error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
