import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import document from 'contracts/openapi.json'
import { OpenAPIBackend } from 'openapi-backend'
import type { Document, Operation } from 'openapi-backend'

/**
 * Checks requests to the mock and its answers against `contracts/openapi.json`
 * (the file the backend team reads) with openapi-backend, an OpenAPI
 * validator made by others, rather than with the zod schemas the document
 * is generated from, which would only agree with themselves.
 *
 * openapi-backend matches the operation and validates path, query and body
 * of a request and the JSON body of an answer by its status. Its own check
 * of the document knows OpenAPI 3.0 only, so it runs in `quick` mode (the
 * contracts' tests check the document as 3.1), and its schemas compile with
 * Ajv's JSON Schema 2020-12 dialect, the one OpenAPI 3.1 uses. What it lets
 * pass silently is checked here: a status or a content type the operation
 * does not document.
 */

/** A request to the mock and its answer. */
export interface Exchange {
  method: string
  /** Path and query, without the API prefix. */
  url: string
  headers: Record<string, string>
  /** The body sent: parsed JSON, a form's fields, or text that is not JSON. */
  body?: unknown
  status: number
  /** The answer's Content-Type header. */
  contentType: string | null
  /** The answer parsed as JSON; undefined when it is not JSON. */
  json: unknown
}

const ajv2020 = (_: unknown, options: object) => {
  const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
  addFormats(ajv)
  // OpenAPI's name for raw bytes; nothing to check in a JSON value.
  ajv.addFormat('binary', true)
  return ajv
}

type Documented = Operation & {
  responses?: Record<string, { content?: Record<string, unknown> }>
}

/** The checker over the document; `answered` collects each operation and status seen. */
export async function openApiConformance() {
  const api = new OpenAPIBackend({
    // A copy (the checker dereferences in place). The document is OpenAPI 3.1
    // (a numeric exclusiveMinimum), which the checker's 3.0 typing does not name.
    definition: JSON.parse(JSON.stringify(document)) as Document,
    quick: true,
    strict: true,
    // Like the mock's router: `/category/` is not `/category`.
    ignoreTrailingSlashes: false,
    customizeAjv: ajv2020 as never,
  })
  await api.init()
  const answered = new Set<string>()

  const request = (exchange: Exchange) => {
    const [path = '', query = ''] = exchange.url.split('?')
    return { method: exchange.method, path, query, headers: exchange.headers, body: exchange.body }
  }
  const operationOf = (exchange: Exchange) =>
    api.matchOperation(request(exchange)) as Documented | undefined
  const where = (exchange: Exchange) => `${exchange.method} ${exchange.url.slice(0, 120)}`
  const described = (errors: { instancePath: string; message?: string }[] | null | undefined) =>
    (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim())

  return {
    /** What in the request the document does not allow (none: it does). */
    request(exchange: Exchange): string[] {
      if (!operationOf(exchange)) return [`${where(exchange)}: no operation of the document`]
      return described(api.validateRequest(request(exchange)).errors)
    },

    /** What in the answer the document does not describe (none: it does). */
    response(exchange: Exchange): string[] {
      const operation = operationOf(exchange)
      if (!operation?.operationId) return [`${where(exchange)}: no operation of the document`]
      answered.add(`${operation.operationId} ${exchange.status}`)
      const documented = operation.responses?.[String(exchange.status)]
      const id = `${operation.operationId} ${exchange.status}`
      if (!documented) return [`${id}: the document lists no such status`]
      const types = Object.keys(documented.content ?? {})
      const type = (exchange.contentType ?? '').split(';')[0]!.trim().toLowerCase()
      if (!types.includes(type))
        return [`${id}: answered ${type || 'no type'}, documented ${types}`]
      if (type !== 'application/json') return []
      return described(
        api.validateResponse(exchange.json, operation.operationId, exchange.status).errors,
      )
    },

    /** Every operation and status the document lists, as `operationId status`. */
    documented(): string[] {
      return api
        .getOperations()
        .flatMap((op) =>
          Object.keys((op as Documented).responses ?? {}).map((s) => `${op.operationId} ${s}`),
        )
    },

    answered,
  }
}
export type OpenApiConformance = Awaited<ReturnType<typeof openApiConformance>>
