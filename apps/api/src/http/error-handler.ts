import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../messages/ko.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { STORAGE_RETRY_AFTER_SECONDS, storageFault } from './storage-fault.ts';
import { apiError, errorBody } from './error-table.ts';
import { ApiError, type ErrorBody } from './errors.ts';

function clientError(error: FastifyError): ErrorBody {
  const status = error.statusCode ?? 400;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('BAD_REQUEST', MESSAGES.validation.invalidJson).toBody();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { ...errorBody('UNSUPPORTED_MEDIA_TYPE'), status };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { ...errorBody('PAYLOAD_TOO_LARGE'), status };
    default:
      if (status === 404) return errorBody('NOT_FOUND');
      if (status === 405) return errorBody('METHOD_NOT_ALLOWED');
      return { ...errorBody('BAD_REQUEST'), status };
  }
}

/** Installs the JSON error answers: ApiError as is, client errors in Korean, everything else a logged 500. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body = clientError(error);
      return reply.status(body.status).send(body);
    }
    const fault = storageFault(error);
    if (fault) {
      // One line per refused request, naming the cause (the engine's own message and code).
      const { code, errcode } = error as { code?: unknown; errcode?: unknown };
      request.log.warn({ cause: fault, code, errcode, detail: error.message }, `storage unavailable: ${fault}`);
      return reply.status(503).header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS)).send(errorBody('STORAGE_UNAVAILABLE'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send(errorBody('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
