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
import { uploadedImageRoute } from './entities/upload'
import { BOARD_EVENTS, BOARD_HEARTBEAT_MS, boardEventsRoute } from './orders/board-events'
import { jsonSchemaHints } from './fields'
import { isUnsafeMethod, routeStatuses } from './statuses'
import { detailInWords, grantsInWords, grantsOf, hitsInWords, permissionInWords } from './routes'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from './idempotency'

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

/** Every refusal answers `{ ErrorMessage, Errors? }`. */
const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }

/** `/category/:id` → `/category/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

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

/** Who may call the route and which branches it sees, in words. */
export function whoMayCall(route: ApiRoute): string {
  const who = !route.auth
    ? 'Anyone: no sign-in.'
    : route.permission
      ? `A signed-in employee whose role grants ${permissionInWords(route.permission)} (x-permissions).`
      : 'Any signed-in employee.'
  const detail = `${route.detail ? ` ${detailInWords(route.detail)}` : ''}${route.grants ? ` ${grantsInWords(route.grants)}` : ''}${route.hits ? ` ${hitsInWords(route.hits)}` : ''}`
  if (!route.scope) return `${who}${detail}`
  return `${who}${detail} Branch scope: an employee limited to some branches sees and touches only theirs; a record or branch of another is not found (404${route.scope.refuseBranch === 422 ? ', or 422 for a branch chosen in the body' : ''}).`
}

function operation(route: ApiRoute) {
  const security = [
    {
      ...(route.auth ? { employeeToken: [] } : {}),
      ...(isUnsafeMethod(route.method) ? { xsrfToken: [] } : {}),
    },
  ].filter((s) => Object.keys(s).length > 0)
  const success = { 'application/json': { schema: jsonSchema(route.response, 'output') } }
  const responses = Object.fromEntries(
    routeStatuses(route).map(({ status, when }) => [
      status,
      { description: when, content: status < 300 ? success : ERROR_CONTENT },
    ]),
  )
  const params = [
    ...parameters(route),
    ...(route.idempotent
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: true,
            description:
              'Made once per operation by the client and sent with every try of it; a repeat gets the first answer, a different request under the same key is a 422.',
            schema: jsonSchema(idempotencyKeySchema, 'input'),
          },
        ]
      : []),
  ]
  return {
    operationId: route.name,
    summary: route.summary,
    description: route.description
      ? `${whoMayCall(route)} ${route.description}`
      : whoMayCall(route),
    tags: [
      (route.permission && grantsOf(route.permission)[0]?.key) ?? (route.auth ? 'general' : 'auth'),
    ],
    'x-permissions': route.permission ? grantsOf(route.permission) : [],
    ...(route.permission && 'allOf' in route.permission ? { 'x-permissions-all': true } : {}),
    'x-branch-scope': route.scope !== undefined,
    ...(route.grants ? { 'x-grants': { field: route.grants.field } } : {}),
    ...(route.hits
      ? { 'x-hits': { key: route.hits.key, link: route.hits.link, limit: route.hits.limit } }
      : {}),
    ...(route.detail
      ? {
          'x-detail': {
            permissions: grantsOf(route.detail.permission),
            ...('allOf' in route.detail.permission ? { all: true } : {}),
            fields: route.detail.fields,
            otherwise: route.detail.otherwise,
          },
        }
      : {}),
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

/** `GET /uploads/{name}`: the image's bytes, or a JSON 404. */
function imageOperation() {
  const route = uploadedImageRoute
  return {
    operationId: route.name,
    summary: route.summary,
    description: 'Anyone: no sign-in (an `<img>` loads it).',
    tags: ['general'],
    'x-permissions': [],
    'x-branch-scope': false,
    security: [],
    parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
    responses: {
      200: {
        description: 'The image, with the type its bytes showed on upload.',
        content: Object.fromEntries(route.contentTypes.map((type) => [type, {}])),
      },
      404: { description: 'No image of this name.', content: ERROR_CONTENT },
      500: { description: 'The server failed unexpectedly.', content: ERROR_CONTENT },
    },
  }
}

/** `GET /branch-orders/events`: the board's live channel, a stream of Server-Sent Events. */
function boardEventsOperation() {
  const base = operation(boardEventsRoute)
  const events = Object.values(BOARD_EVENTS).join(', ')
  return {
    ...base,
    description:
      `Server-Sent Events. Each change of a branch's board is an event (${events}) whose ` +
      '`id` is `branchId:sequence` and whose `data` is JSON: `order` (orderId, the card or null ' +
      'when it left the board), `branch` (the branch), `refresh` (read the board again, then ' +
      'reopen from its `live`), `ready` (what was missed has been sent). Open it with `feed` and ' +
      "`after` from the board answer's `live`, or from the last events received. A comment line " +
      `every ${BOARD_HEARTBEAT_MS} ms shows the connection lives.`,
    responses: {
      ...base.responses,
      200: { description: 'The stream of changes.', content: { 'text/event-stream': {} } },
    },
  }
}

/** The whole document; deterministic for a given set of contracts. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of API_ROUTES) {
    const item = (paths[openApiPath(route.path)] ??= {})
    item[route.method.toLowerCase()] = operation(route)
  }
  paths[openApiPath(uploadedImageRoute.path)] = {
    [uploadedImageRoute.method.toLowerCase()]: imageOperation(),
  }
  paths[openApiPath(boardEventsRoute.path)] = {
    [boardEventsRoute.method.toLowerCase()]: boardEventsOperation(),
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
