import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@vitalia/shared/api';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { AppError } from '../../lib/app-error';
import { storageFault } from '../../lib/storage-faults';
import { ADMIN_USER_MESSAGES } from '@vitalia/shared/messages/admin';
import {
  isDatabaseBusy,
  isDatabaseUnavailable,
  isInvalidValue,
  isLastAdminRefusal,
  isSearchSyntaxError,
} from '../../lib/database-errors';

/** Fastify's own client errors, mapped to our shape with a Spanish message. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: API_ERRORS.malformedJson,
    code: ERROR_CODES.MALFORMED_JSON,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: API_ERRORS.malformedJson,
    code: ERROR_CODES.MALFORMED_JSON,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: API_ERRORS.payloadTooLarge,
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: API_ERRORS.payloadTooLarge,
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
  },
  FST_PARTS_LIMIT: { status: 413, message: API_ERRORS.payloadTooLarge, code: ERROR_CODES.PAYLOAD_TOO_LARGE },
  FST_FILES_LIMIT: { status: 413, message: API_ERRORS.payloadTooLarge, code: ERROR_CODES.PAYLOAD_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: API_ERRORS.unsupportedMediaType,
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: API_ERRORS.unsupportedMediaType,
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  },
};

function fieldErrors(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= issue.message ?? API_ERRORS.validation;
  }
  return errors;
}

export function toErrorBody(error: FastifyError | AppError): {
  status: number;
  body: ApiErrorBody;
  /** The database refused a value validation let through: worth a warning, though the caller gets a 400. */
  refusedByDatabase?: true;
  /** How soon a retry may succeed, when the answer knows. */
  retryAfterSeconds?: number;
} {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        success: false,
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0];
    return {
      status: 400,
      body: { success: false, message: first ?? API_ERRORS.validation, code: ERROR_CODES.VALIDATION, errors },
    };
  }
  // A disk that is full or refuses writes (avatars, photos, PDFs): the server's fault, said so (issue 43 §8).
  const fault = storageFault(error);
  if (fault)
    return {
      status: fault.statusCode,
      body: { success: false, message: fault.message, code: fault.code },
      retryAfterSeconds: fault.retryAfterSeconds,
    };
  // The database is fine but busy (a burst queued for connections or locks): retried in a moment.
  if (isDatabaseBusy(error))
    return {
      status: 503,
      body: { success: false, message: API_ERRORS.busy, code: ERROR_CODES.SERVICE_UNAVAILABLE },
      retryAfterSeconds: 1,
    };
  // The database is down or restarting: the request may be retried, and the process stays up.
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      body: { success: false, message: API_ERRORS.databaseDown, code: ERROR_CODES.SERVICE_UNAVAILABLE },
    };
  // Whatever path tried it (demote, suspend, delete, self-delete), the database keeps one active admin.
  if (isLastAdminRefusal(error))
    return {
      status: 409,
      body: { success: false, message: ADMIN_USER_MESSAGES.lastAdmin, code: ERROR_CODES.LAST_ADMIN },
    };
  if (isSearchSyntaxError(error))
    return {
      status: 400,
      body: { success: false, message: API_ERRORS.searchTooComplex, code: ERROR_CODES.VALIDATION },
      refusedByDatabase: true,
    };
  // A value the database refused (out of range, a missing referenced row): the caller's input, not a crash.
  if (isInvalidValue(error))
    return {
      status: 400,
      body: { success: false, message: API_ERRORS.validation, code: ERROR_CODES.VALIDATION },
      refusedByDatabase: true,
    };
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known)
    return { status: known.status, body: { success: false, message: known.message, code: known.code } };
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
    return {
      status: 400,
      body: { success: false, message: API_ERRORS.malformedJson, code: ERROR_CODES.MALFORMED_JSON },
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 429)
    return {
      status,
      body: { success: false, message: API_ERRORS.tooManyRequests, code: ERROR_CODES.RATE_LIMITED },
    };
  // Another library's client error keeps its true status, with the words that fit it (issue 42 §10).
  if (status === 403)
    return { status, body: { success: false, message: API_ERRORS.forbidden, code: ERROR_CODES.FORBIDDEN } };
  if (status === 404)
    return { status, body: { success: false, message: API_ERRORS.notFound, code: ERROR_CODES.NOT_FOUND } };
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { success: false, message: API_ERRORS.validation, code: error.code ?? ERROR_CODES.VALIDATION },
    };
  }
  return { status: 500, body: { success: false, message: API_ERRORS.internal, code: ERROR_CODES.INTERNAL } };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The error code a refused request was answered with: the access log line carries it. */
    errorCode: string | null;
  }
}

/** One error handler for the whole API: the shape of DESIGN "Contract", no internals on 5xx. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('errorCode', null);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body, refusedByDatabase, retryAfterSeconds } = toErrorBody(error);
      if (error instanceof AppError && error.retryAfterSeconds)
        reply.header('retry-after', error.retryAfterSeconds);
      else if (retryAfterSeconds) reply.header('retry-after', retryAfterSeconds);
      if (status === 503) {
        // A database outage is retried in a moment; a full disk or a crowd of downloads said how long.
        if (!reply.hasHeader('retry-after')) reply.header('retry-after', 2);
        request.log.warn({ err: error }, 'service unavailable');
      } else if (status === 507) request.log.error({ err: error }, 'storage full');
      else if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      else if (refusedByDatabase) request.log.warn({ err: error }, 'value refused by the database');
      // A client error is told by the request's one access line (status and code), not a line of its own.
      request.errorCode = body.code ?? null;
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
