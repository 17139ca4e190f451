/** Writes contracts/openapi.json from the contracts: `pnpm openapi`. */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildOpenApi } from '../src/openapi'

const target = fileURLToPath(new URL('../openapi.json', import.meta.url))
const document = buildOpenApi()
writeFileSync(target, JSON.stringify(document, null, 2) + '\n')
console.log(`Wrote ${target}: ${Object.keys(document.paths).length} paths`)
