import { HttpResponse } from 'msw';
import type { z } from 'zod';

/**
 * The mock API's answers. Every body is parsed with the same shared zod schema the server answers with:
 * a contract change breaks the component tests instead of leaving the mocks behind.
 */
export const reply = <S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) =>
  HttpResponse.json(schema.parse(body) as Record<string, unknown>, init);

export const unauthorized = () =>
  HttpResponse.json(
    { success: false, message: 'Sesión expirada. Inicia sesión nuevamente.', code: 'UNAUTHORIZED' },
    { status: 401 },
  );

/** A refused body, shaped as the server's: the first message per field, and the first of all on top. */
export const validationError = (error: z.ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return HttpResponse.json(
    {
      success: false,
      message: Object.values(errors)[0] ?? 'Datos inválidos',
      code: 'VALIDATION_ERROR',
      errors,
    },
    { status: 400 },
  );
};
