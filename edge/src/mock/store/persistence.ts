import type { AuditEvent } from 'contracts'

/**
 * Where the mock keeps what changed since the seed: an overlay of records
 * (upserts and tombstones), a few meta values (the seed anchor, id counters)
 * and uploaded files. Two implementations: in memory (tests) and Durable
 * Object SQLite (`sqlite.ts`).
 */
export interface OverlayRow {
  table: string
  key: string
  /** JSON of the record, or null for a deletion. */
  data: string | null
}

/** An audit event before it is stored: the store gives it its id. */
export type NewAuditEvent = Omit<AuditEvent, 'id'>

/** What `GET /audit` filters by; `fromMs`/`toMs` bound `at` (to excluded). */
export interface AuditFilter {
  module?: string | undefined
  recordId?: number | undefined
  employeeId?: number | undefined
  action?: string | undefined
  /** Events with a change of this field (its key). */
  field?: string | undefined
  fromMs?: number | undefined
  toMs?: number | undefined
  /**
   * The branch scope: only events of records of these branches, and of records
   * of no branch (`branchId` null). Undefined: every event.
   */
  branches?: readonly number[] | undefined
}

/** Everything one write changed: persisted together or not at all. */
export interface WriteUnit {
  rows: OverlayRow[]
  meta: [name: string, value: string][]
  events: NewAuditEvent[]
}

export interface StoredFile {
  contentType: string
  bytes: Uint8Array
}

export interface Persistence {
  getMeta(name: string): string | undefined
  setMeta(name: string, value: string): void
  overlay(): Iterable<OverlayRow>
  write(row: OverlayRow): void
  putFile(name: string, file: StoredFile): void
  getFile(name: string): StoredFile | undefined
  /** Stores a write's rows, meta values and audit events in one transaction. */
  commit(unit: WriteUnit): void
  /** Appends events (oldest first) outside a write: the seed's past. */
  appendEvents(events: Iterable<NewAuditEvent>): void
  /** A page of events, newest first, and how many match. */
  events(
    filter: AuditFilter,
    page: { offset: number; limit: number },
  ): { rows: AuditEvent[]; total: number }
  /** Deletes the events before `beforeMs`; how many went. */
  pruneEvents(beforeMs: number): number
  /** Forget everything: overlay, meta, files and events. */
  clear(): void
}

/** Whether an event passes a filter (the in-memory model of the SQL query). */
export function matchesAudit(event: AuditEvent, filter: AuditFilter): boolean {
  const at = Date.parse(event.at)
  return (
    (filter.module === undefined || event.module === filter.module) &&
    (filter.recordId === undefined || event.recordId === filter.recordId) &&
    (filter.employeeId === undefined || event.employeeId === filter.employeeId) &&
    (filter.action === undefined || event.action === filter.action) &&
    (filter.field === undefined || event.changes.some((c) => c.field === filter.field)) &&
    (filter.fromMs === undefined || at >= filter.fromMs) &&
    (filter.toMs === undefined || at < filter.toMs) &&
    (filter.branches === undefined ||
      event.branchId === null ||
      filter.branches.includes(event.branchId))
  )
}

/** The trail's order: the latest write first (`at`), the later event of one instant first. */
export const newestFirst = (a: AuditEvent, b: AuditEvent) =>
  Date.parse(b.at) - Date.parse(a.at) || b.id - a.id

/** Keeps everything in maps; used by the tests and as a model of the SQLite one. */
export class MemoryPersistence implements Persistence {
  private meta = new Map<string, string>()
  private rows = new Map<string, OverlayRow>()
  private files = new Map<string, StoredFile>()
  private audit: AuditEvent[] = []
  private lastEventId = 0

  getMeta(name: string) {
    return this.meta.get(name)
  }
  setMeta(name: string, value: string) {
    this.meta.set(name, value)
  }
  overlay() {
    return [...this.rows.values()]
  }
  write(row: OverlayRow) {
    const id = `${row.table}\u0000${row.key}`
    this.rows.delete(id)
    this.rows.set(id, row)
  }
  putFile(name: string, file: StoredFile) {
    this.files.set(name, { contentType: file.contentType, bytes: file.bytes.slice() })
  }
  getFile(name: string) {
    return this.files.get(name)
  }
  commit(unit: WriteUnit) {
    for (const row of unit.rows) this.write(row)
    for (const [name, value] of unit.meta) this.setMeta(name, value)
    this.appendEvents(unit.events)
  }
  appendEvents(events: Iterable<NewAuditEvent>) {
    for (const event of events) this.audit.push({ id: ++this.lastEventId, ...event })
  }
  events(filter: AuditFilter, page: { offset: number; limit: number }) {
    const matching = this.audit.filter((e) => matchesAudit(e, filter)).sort(newestFirst)
    return { rows: matching.slice(page.offset, page.offset + page.limit), total: matching.length }
  }
  pruneEvents(beforeMs: number) {
    const before = this.audit.length
    this.audit = this.audit.filter((e) => Date.parse(e.at) >= beforeMs)
    return before - this.audit.length
  }
  clear() {
    this.meta.clear()
    this.rows.clear()
    this.files.clear()
    this.audit = []
    this.lastEventId = 0
  }
}
