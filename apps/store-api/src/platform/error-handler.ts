import { STATUS_CODES } from 'node:http';
import { type ApiError, apiId, type ErrorEnvelope } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiProblem } from './problem.ts';
import { toViolations } from './violations.ts';

function envelope(
  status: number,
  code: string,
  detail: string,
  extra: Partial<ApiError> = {},
): ErrorEnvelope {
  return {
    errors: [
      {
        status: String(status),
        code,
        title: STATUS_CODES[status] ?? 'Error',
        detail,
        meta: { parameters: {} },
        ...extra,
      },
    ],
  };
}

const storedIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A problem's parameters with the ids they name in Shopware's form, like every answer's ids. */
function withApiIds(value: unknown): unknown {
  if (typeof value === 'string') return storedIdPattern.test(value) ? apiId(value) : value;
  if (Array.isArray(value)) return value.map(withApiIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withApiIds(entry)]));
  }
  return value;
}

/**
 * One place turns every failure into the error envelope: validation into 400 with violations,
 * expected problems as they are, and anything else into a 500 that leaks no stack or SQL.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations = toViolations(
        error.validationContext ?? 'body',
        error.validation.map((issue) => ({
          keyword: issue.keyword,
          path: issue.instancePath,
          message: issue.message ?? 'Invalid value',
          params: issue.params,
        })),
      );
      return reply
        .code(400)
        .send(
          envelope(400, errorCodes.invalidRequest, 'The request does not match its schema.', { violations }),
        );
    }
    if (error instanceof ApiProblem) {
      return reply.code(error.status).send(
        envelope(error.status, error.code, error.message, {
          meta: { parameters: withApiIds(error.parameters) as Record<string, unknown> },
          ...(error.violations ? { violations: error.violations } : {}),
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
      return reply.code(413).send(
        envelope(
          413,
          errorCodes.bodyTooLarge,
          `The request body is larger than this route takes (${limit} bytes).`,
          {
            meta: { parameters: { maxBytes: limit } },
          },
        ),
      );
    }
    if (status >= 400 && status < 500) {
      const code = status === 400 ? errorCodes.malformedBody : (error.code ?? errorCodes.unknown);
      return reply.code(status).send(envelope(status, code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, errorCodes.unknown, 'An internal error occurred.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(envelope(404, errorCodes.notFound, `No route ${request.method} ${request.url.split('?')[0]}.`));
  });
}
