/**
 * The OpenAPI 3.1 document of the admin API, built from API_ROUTES with zod 4's
 * `z.toJSONSchema`, so the backend team can diff it against the real API.
 * `pnpm openapi` writes it to contracts/openapi.json.
 */
import { z } from 'zod'
import { API_ROUTES } from './api'
import type { ApiRoute } from './api'
import { API_PREFIX, AUTH_SCHEME, XSRF_COOKIE, XSRF_HEADER } from './constants'
import { errorSchema } from './envelope'
import { jsonSchemaHints } from './fields'

type JsonSchema = Record<string, unknown>

/** JSON Schema of a zod schema: what a caller sends (`input`) or receives (`output`). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: ({ zodSchema, jsonSchema: generated }) => {
      const hint = jsonSchemaHints.get(zodSchema as unknown as z.ZodType)
      if (!hint) return
      for (const key of Object.keys(generated)) if (key !== 'default') delete generated[key]
      Object.assign(generated, hint.jsonSchema)
    },
  }) as JsonSchema
  return rest
}

/** `/category/:id` → `/category/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const ERROR_RESPONSES = {
  400: ['BadRequest', 'The request is not valid; Errors names each field.'],
  401: ['Unauthorized', 'No token, or a bad or expired one.'],
  403: [
    'Forbidden',
    "The employee's role lacks the action, or the anti-forgery header is missing.",
  ],
  404: ['NotFound', 'No record with this id.'],
  409: ['Conflict', 'The record changed since this version was read.'],
  413: ['PayloadTooLarge', 'The upload is above 2 MB.'],
  422: ['UnprocessableEntity', 'A business rule refused the request; ErrorMessage says which.'],
} as const
type ErrorStatus = keyof typeof ERROR_RESPONSES

function parameters(route: ApiRoute) {
  const out: Array<Record<string, unknown>> = []
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>
      required?: string[]
    }
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      })
    }
  }
  return out
}

function errorStatuses(route: ApiRoute): ErrorStatus[] {
  const statuses: ErrorStatus[] = []
  if (route.params || route.query || route.body) statuses.push(400)
  if (route.auth) statuses.push(401)
  if (route.permission || route.anyWriteAccess || UNSAFE.has(route.method)) statuses.push(403)
  if (route.params) statuses.push(404)
  const bodyShape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape
  if (bodyShape && 'version' in bodyShape) statuses.push(409)
  if (route.bodyType === 'multipart') statuses.push(413)
  if (route.auth && UNSAFE.has(route.method)) statuses.push(422)
  return statuses
}

function operation(route: ApiRoute) {
  const security = [
    {
      ...(route.auth ? { employeeToken: [] } : {}),
      ...(UNSAFE.has(route.method) ? { xsrfToken: [] } : {}),
    },
  ].filter((s) => Object.keys(s).length > 0)
  const responses: Record<string, unknown> = {
    [route.successStatus ?? 200]: {
      description: 'Success',
      content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
    },
  }
  for (const status of errorStatuses(route)) {
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` }
  }
  const params = parameters(route)
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.permission?.key ?? (route.auth ? 'general' : 'auth')],
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(route.anyWriteAccess ? { 'x-permission': 'Add or Update on any module' } : {}),
    security,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: jsonSchema(route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  }
}

/** The whole document; deterministic for a given set of contracts. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of API_ROUTES) {
    const item = (paths[openApiPath(route.path)] ??= {})
    item[route.method.toLowerCase()] = operation(route)
  }
  const error = jsonSchema(errorSchema, 'output')
  return {
    openapi: '3.1.0',
    info: {
      title: 'Food back-office admin API',
      version: '1.0.0',
      description:
        'What the back-office SPA expects of the admin API, generated from the `contracts` package. ' +
        'Success: `{ Data }`; lists: `{ Data, TotalCount, Page, PageSize }`; failure: `{ ErrorMessage, Errors? }`. ' +
        `Unsafe methods need the ${XSRF_HEADER} header equal to the ${XSRF_COOKIE} cookie.`,
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: { Error: error },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(([name, description]) => [
          name,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
      securitySchemes: {
        employeeToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: `\`${AUTH_SCHEME} <token>\`: the token of POST /employee/authenticate.`,
        },
        xsrfToken: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `Double-submit anti-forgery token: the value of the ${XSRF_COOKIE} cookie.`,
        },
      },
    },
  }
}
