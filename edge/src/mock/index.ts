import { DurableObject } from 'cloudflare:workers'
import type { Env } from '../env'

/** The stateful mock admin API. Requests arrive with the `/api` prefix removed. */
export class MockApi extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    return Response.json({ ErrorMessage: 'The mock is not built yet.' }, { status: 501 })
  }
}
