import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Translator } from './i18n';

/**
 * The one error type of the server. Services throw it; the handler below turns it into JSON
 * `{ message, code, ...extra }` with its status. Anything else is a bug and becomes a 500 whose
 * detail stays in the log.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(400, 'bad_request', message, extra);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden', extra?: Record<string, unknown>) =>
  new AppError(403, 'forbidden', message, extra);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new AppError(429, 'rate_limited', message, { retryAfter: retryAfterSeconds });
/** A check the schema cannot make, refused like a schema failure, so forms show it under the field. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { fields: [{ field, message }] satisfies FieldError[] });

export const MULTIPART_CUT_SHORT_MESSAGE = 'The upload was cut off before it ended. Please try again.';
export const MULTIPART_NO_BOUNDARY_MESSAGE = 'The multipart/form-data content type has no boundary.';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';
/** Seconds a client is told to wait when the database is down (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const OUT_OF_STORAGE_MESSAGE = 'The server is out of storage space. Please try again later.';

export interface FieldError {
  field: string;
  message: string;
}

export function registerErrorHandler(app: FastifyInstance): void {
  // One outage fails every request; its log line is written once, then again only after a request
  // has succeeded, so a 10 s restart is one warning rather than hundreds of stack traces.
  let databaseDown = false;
  app.addHook('onResponse', async (request, reply) => {
    if (databaseDown && reply.statusCode < 500) {
      databaseDown = false;
      request.log.info('the database answers again');
    }
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Messages are shown to people: in the request's language when the catalogue has them (decision 0033).
    const respond = async (status: number, body: { message: string; fields?: FieldError[] } & Record<string, unknown>) =>
      reply.status(status).send(await translated(request, body));
    if (error instanceof AppError) {
      if (error.status === 429 && typeof error.extra.retryAfter === 'number') {
        reply.header('Retry-After', String(error.extra.retryAfter));
      }
      return respond(error.status, { message: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const message = fields[0]?.message ?? 'Invalid request';
      return respond(400, { message, code: 'validation_failed', fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return respond(500, { message: 'Internal server error', code: 'internal' });
    }
    const multipartMessage = malformedMultipartMessage(error);
    if (multipartMessage) return respond(400, { message: multipartMessage, code: 'bad_request' });
    if (isDatabaseUnavailable(error)) {
      if (!databaseDown) {
        databaseDown = true;
        request.log.warn({ err: error }, 'the database is unavailable; answering 503 until it is back');
      }
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return respond(503, { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });
    }
    // A full disk (or a spent quota) is the server's state, not a bug: 507 says so, and the log
    // says which path, so an operator can free space.
    const systemCode = (error as NodeJS.ErrnoException).code;
    if (systemCode === 'ENOSPC' || systemCode === 'EDQUOT') {
      request.log.error({ err: error }, 'out of storage space');
      return respond(507, { message: OUT_OF_STORAGE_MESSAGE, code: 'insufficient_storage' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return respond(500, { message: 'Internal server error', code: 'internal' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, bad content type, rate limit…).
    if (status === 429) {
      return respond(429, { message: error.message, code: 'rate_limited' });
    }
    return respond(status, { message: plainFastifyMessage(error), code: status === 413 ? 'too_large' : 'bad_request' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });
}

/**
 * busboy, which reads multipart bodies for @fastify/multipart, reports a body that ends early (an
 * upload cut off, a client bug) or a content type without its boundary with plain Errors, no code
 * and no status, so they are known by their text. They are the client's fault, not a 500.
 */
function malformedMultipartMessage(error: Error): string | undefined {
  if (/unexpected end of multipart data$/i.test(error.message)) return MULTIPART_CUT_SHORT_MESSAGE;
  if (error.message === 'Multipart: Boundary not found') return MULTIPART_NO_BOUNDARY_MESSAGE;
  return undefined;
}

/** An error answer in the request's language: its message and each field's (English when untranslated). */
async function translated<T extends { message: string; fields?: FieldError[] }>(request: FastifyRequest, body: T): Promise<T> {
  const locale = request.server.localeOf ? await request.server.localeOf(request).catch(() => 'en' as const) : 'en';
  if (locale === 'en') return body;
  const translator = request.server.deps.translations.for(locale);
  const fields = body.fields?.map((field) => ({ ...field, message: translator.error(field.message) }));
  return { ...body, message: suspensionMessage(body, translator) ?? translator.error(body.message), ...(fields ? { fields } : {}) };
}

/** A suspended member's refusal names its end date: written again, date and all, in their language. */
function suspensionMessage(body: Record<string, unknown>, translator: Translator): string | null {
  if (body.accountStatus !== 'suspended' || typeof body.suspendedUntil !== 'string') return null;
  const until = new Date(body.suspendedUntil);
  if (Number.isNaN(until.getTime())) return null;
  return translator.t('answer.suspended', { until: translator.date(until, { dateStyle: 'long', timeZone: 'UTC' }) });
}

function fieldName(context: string | undefined, instancePath: string): string {
  const pathPart = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return pathPart || (context === 'body' ? '' : (context ?? ''));
}

function plainFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
