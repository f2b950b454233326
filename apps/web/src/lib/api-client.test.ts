import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_ERRORS } from '@vitalia/shared/messages/general';
import { ApiError, apiRequest, generalMessage } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('generalMessage (SPEC §8 General)', () => {
  it.each([
    [new ApiError('', { status: 0, kind: 'network' }), GENERAL_ERRORS.network],
    [new ApiError('', { status: 401 }), GENERAL_ERRORS.unauthorized],
    [new ApiError('', { status: 403 }), GENERAL_ERRORS.forbidden],
    [new ApiError('', { status: 503, code: 'METHOD_NOT_ALLOWED' }), GENERAL_ERRORS.methodNotAllowed],
    [new ApiError('', { status: 0 }), GENERAL_ERRORS.cors],
    [
      new ApiError('', {
        status: 409,
        code: 'CONFLICT',
        serverMessage: 'Ya existe una cuenta con este email',
      }),
      'Ya existe una cuenta con este email',
    ],
  ])('%#', (error, message) => expect(generalMessage(error)).toBe(message));
});

describe('apiRequest', () => {
  it('sends cookies, JSON and the CSRF header on state-changing calls', async () => {
    document.cookie = 'csrf_token=abcdefabcdefabcdefabcdefabcdefab';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.cl' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('abcdefabcdefabcdefabcdefabcdefab');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns an error body into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, message: 'Credenciales incorrectas', code: 'UNAUTHORIZED' }),
            { status: 401 },
          ),
      ),
    );
    const error = await apiRequest('/auth/me', { notifyUnauthorized: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe('Credenciales incorrectas');
    expect((error as ApiError).message).toBe(GENERAL_ERRORS.unauthorized);
  });

  it('reports a network failure in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/health').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe(GENERAL_ERRORS.network);
  });

  it('fails at once while the browser is offline, without calling fetch', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = (await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    onLine.mockRestore();
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Error de conexión. Verifica tu internet.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives up after 10 000 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = apiRequest('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(2);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
  });
});
