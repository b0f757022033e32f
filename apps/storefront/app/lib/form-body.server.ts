import { data, type MiddlewareFunction } from 'react-router';
import { actionTargetPath } from './request-origin';

/** The entries whose actions read another body than a form: a procurement system's cXML or JSON. */
const otherBodyPaths: readonly string[] = ['/cxml/setup', '/oci/one-time-id'];

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Error code of the answer to a body that is no form (415) or a form that cannot be read (400). */
export const invalidFormCode = 'STOREFRONT__INVALID_FORM';

/**
 * Refuses a body that no action can read before any action runs: every action reads its form with
 * `request.formData()`, which throws on another content type or a broken form (a multipart body
 * without its closing boundary, a quote in a file name), and the throw would answer 500.
 */
export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request, url }) => {
  if (!bodyMethods.has(request.method.toUpperCase())) return;
  if (otherBodyPaths.includes(actionTargetPath(url))) return;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!formTypes.has(type)) throw data({ code: invalidFormCode }, { status: 415 });
  try {
    await request.clone().formData();
  } catch {
    throw data({ code: invalidFormCode }, { status: 400 });
  }
};
