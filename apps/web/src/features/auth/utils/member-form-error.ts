import { MEMBER_FORM_ERRORS } from '@vitalia/shared/messages/auth';
import { ApiError } from '@/lib/api-client';

/** SPEC §8 "Member form errors", in its order. */
export function memberFormError(error: unknown, email: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return MEMBER_FORM_ERRORS.network;
    switch (error.status) {
      case 401:
        return MEMBER_FORM_ERRORS.unauthorized(email);
      case 403:
        // ERROR_CODES.ACCOUNT_SUSPENDED spelled out: @vitalia/shared/api would pull zod into the login chunk.
        return error.code === 'ACCOUNT_SUSPENDED' && error.serverMessage
          ? error.serverMessage
          : MEMBER_FORM_ERRORS.forbidden;
      case 404:
        return MEMBER_FORM_ERRORS.notFound(email);
      case 422:
        return MEMBER_FORM_ERRORS.unprocessable;
      case 500:
        return MEMBER_FORM_ERRORS.server;
      default:
        return error.serverMessage || error.message || MEMBER_FORM_ERRORS.fallback;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return MEMBER_FORM_ERRORS.fallback;
}
