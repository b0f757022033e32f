import type { JsonSchema } from './schema-values.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteParameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One operation of the OpenAPI document: what its path, query and body accept. */
export interface FuzzRoute {
  /** `METHOD /path/{param}`, as the report names it. */
  name: string;
  method: HttpMethod;
  path: string;
  pathParameters: RouteParameter[];
  queryParameters: RouteParameter[];
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation of the document, in its order. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method.toUpperCase()))
      .map(([method, operation]) => {
        const parameters = (where: string) =>
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === where)
            .map((parameter) => ({
              name: parameter.name,
              schema: parameter.schema ?? {},
              required: parameter.required ?? false,
            }));
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as HttpMethod,
          path,
          pathParameters: parameters('path'),
          queryParameters: parameters('query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}
