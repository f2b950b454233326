import { API_ERRORS } from '@vitalia/shared/messages/general';
import { ERROR_CODES, type ErrorCode } from '@vitalia/shared/api';

/** The one error type routes and services throw; the error handler turns it into the API error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode | string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string = API_ERRORS.validation, errors?: Record<string, string>) {
    return new AppError(400, message, ERROR_CODES.VALIDATION, errors);
  }
  static unauthorized(message: string = API_ERRORS.unauthorized) {
    return new AppError(401, message, ERROR_CODES.UNAUTHORIZED);
  }
  static forbidden(message: string = API_ERRORS.forbidden) {
    return new AppError(403, message, ERROR_CODES.FORBIDDEN);
  }
  static notFound(message: string = API_ERRORS.notFound) {
    return new AppError(404, message, ERROR_CODES.NOT_FOUND);
  }
  static conflict(message: string = API_ERRORS.conflict, errors?: Record<string, string>) {
    return new AppError(409, message, ERROR_CODES.CONFLICT, errors);
  }
  static tooManyRequests(message: string = API_ERRORS.tooManyRequests, retryAfterSeconds?: number) {
    const error = new AppError(429, message, ERROR_CODES.RATE_LIMITED);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** Sent as the Retry-After header on 429. */
  retryAfterSeconds?: number;
}
