import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { FIELD_LABELS, MESSAGES } from '../messages/ko.ts';
import { apiError, errorBody } from './error-table.ts';
import { ApiError, type ErrorBody } from './errors.ts';

function fieldOf(issue: FastifySchemaValidationError): string | undefined {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const segments = issue.instancePath.split('/').filter(Boolean);
  return segments.find((s) => !/^\d+$/.test(s));
}

/** Turns the first schema violation into one clear Korean sentence. */
export function validationMessage(issues: FastifySchemaValidationError[]): string {
  const issue = issues[0];
  const field = issue ? fieldOf(issue) : undefined;
  if (!issue || !field) return MESSAGES.validation.body;
  const label = FIELD_LABELS[field] ?? field;
  const limit = Number(issue.params.limit);
  switch (issue.keyword) {
    case 'required':
    case 'minItems':
      return MESSAGES.validation.required(label);
    case 'minLength':
      return limit <= 1 ? MESSAGES.validation.required(label) : MESSAGES.validation.invalid(label);
    case 'maxLength':
      return MESSAGES.validation.tooLong(label, limit);
    case 'minimum':
      return MESSAGES.validation.atLeast(label, limit);
    case 'maximum':
      return MESSAGES.validation.atMost(label, limit);
    default:
      return MESSAGES.validation.invalid(label);
  }
}

function clientError(error: FastifyError): ErrorBody {
  const status = error.statusCode ?? 400;
  if (error.validation) {
    return apiError('BAD_REQUEST', validationMessage(error.validation)).toBody();
  }
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
    if (error.validation || (status >= 400 && status < 500)) {
      const body = clientError(error);
      return reply.status(body.status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}
