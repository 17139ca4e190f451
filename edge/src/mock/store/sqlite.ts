import type { AuditEvent } from 'contracts'
import type {
  AuditFilter,
  NewAuditEvent,
  OverlayRow,
  Persistence,
  StoredFile,
  WriteUnit,
} from './persistence'

/** Runs statements as one transaction (`ctx.storage.transactionSync`). */
export type Transact = <T>(work: () => T) => T

/**
 * The overlay in Durable Object SQLite (`ctx.storage.sql`). Each write is one
 * row, so a change costs one statement however large the seed is. `seq` keeps
 * the order rows were last written in, which is the order they replay in.
 */
export class SqlitePersistence implements Persistence {
  private seq = 0

  constructor(
    private sql: SqlStorage,
    private transact: Transact = (work) => work(),
  ) {
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)`)
    sql.exec(
      `CREATE TABLE IF NOT EXISTS overlay (
        tbl TEXT NOT NULL, key TEXT NOT NULL, data TEXT, seq INTEGER NOT NULL,
        PRIMARY KEY (tbl, key))`,
    )
    sql.exec(
      `CREATE TABLE IF NOT EXISTS files (name TEXT PRIMARY KEY, type TEXT NOT NULL, bytes BLOB NOT NULL)`,
    )
    sql.exec(
      `CREATE TABLE IF NOT EXISTS audit_event (
        id INTEGER PRIMARY KEY, at INTEGER NOT NULL, employee_id INTEGER NOT NULL,
        module TEXT NOT NULL, record_id INTEGER NOT NULL, action TEXT NOT NULL, data TEXT NOT NULL,
        branch_id INTEGER, fields TEXT)`,
    )
    addMissingColumns(sql, 'audit_event', { branch_id: 'INTEGER', fields: 'TEXT' })
    // The first indexes gave rows in `id` order: a module's or a date range's page
    // sorted all its rows (1.5 s over 200,000 events).
    for (const old of ['record', 'module', 'employee', 'action']) {
      sql.exec(`DROP INDEX IF EXISTS audit_event_${old}`)
    }
    createAuditIndexes(sql)
    const last = sql
      .exec<{ seq: number | null }>(`SELECT MAX(seq) AS seq FROM overlay`)
      .toArray()[0]
    this.seq = last?.seq ?? 0
  }

  getMeta(name: string) {
    const rows = this.sql
      .exec<{ value: string }>(`SELECT value FROM meta WHERE name = ?`, name)
      .toArray()
    return rows[0]?.value
  }
  setMeta(name: string, value: string) {
    this.sql.exec(
      `INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value`,
      name,
      value,
    )
  }
  *overlay(): Iterable<OverlayRow> {
    const cursor = this.sql.exec<{ tbl: string; key: string; data: string | null }>(
      `SELECT tbl, key, data FROM overlay ORDER BY seq`,
    )
    for (const row of cursor) yield { table: row.tbl, key: row.key, data: row.data }
  }
  write(row: OverlayRow) {
    this.sql.exec(
      `INSERT INTO overlay (tbl, key, data, seq)
       VALUES (?, ?, ?, ?)
       ON CONFLICT(tbl, key) DO UPDATE SET data = excluded.data, seq = excluded.seq`,
      row.table,
      row.key,
      row.data,
      ++this.seq,
    )
  }
  putFile(name: string, file: StoredFile) {
    const bytes = file.bytes.buffer.slice(
      file.bytes.byteOffset,
      file.bytes.byteOffset + file.bytes.byteLength,
    ) as ArrayBuffer
    this.sql.exec(
      `INSERT INTO files (name, type, bytes) VALUES (?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET type = excluded.type, bytes = excluded.bytes`,
      name,
      file.contentType,
      bytes,
    )
  }
  getFile(name: string): StoredFile | undefined {
    const row = this.sql
      .exec<{ type: string; bytes: ArrayBuffer }>(
        `SELECT type, bytes FROM files WHERE name = ?`,
        name,
      )
      .toArray()[0]
    return row ? { contentType: row.type, bytes: new Uint8Array(row.bytes) } : undefined
  }
  commit(unit: WriteUnit) {
    this.transact(() => {
      for (const row of unit.rows) this.write(row)
      for (const [name, value] of unit.meta) this.setMeta(name, value)
      for (const event of unit.events) this.insertEvent(event)
    })
  }
  /**
   * The seed's past, into the empty trail: the rows first, then the indexes, each
   * built once from sorted rows rather than grown row by row (half the time for
   * 200,000 events, which the object's first start must fit in).
   */
  appendEvents(events: Iterable<NewAuditEvent>) {
    this.transact(() => {
      for (const name of Object.keys(AUDIT_INDEXES)) this.sql.exec(`DROP INDEX IF EXISTS ${name}`)
      for (const event of events) this.insertEvent(event)
      createAuditIndexes(this.sql)
    })
  }
  events(filter: AuditFilter, page: { offset: number; limit: number }) {
    const { where, args } = auditWhere(filter)
    const from = `audit_event INDEXED BY ${auditIndexFor(filter)}`
    const total =
      this.sql
        .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${from} ${where}`, ...args)
        .toArray()[0]?.n ?? 0
    const rows = this.sql
      .exec<{ id: number; data: string }>(
        `SELECT id, data FROM ${from} ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
        ...args,
        page.limit,
        page.offset,
      )
      .toArray()
      .map((row) => {
        const event = JSON.parse(row.data) as NewAuditEvent
        // An event stored before events named their branch has none.
        return { id: row.id, ...event, branchId: event.branchId ?? null } as AuditEvent
      })
    return { rows, total }
  }
  pruneEvents(beforeMs: number) {
    return this.sql.exec(`DELETE FROM audit_event WHERE at < ?`, beforeMs).rowsWritten
  }
  private insertEvent(event: NewAuditEvent) {
    this.sql.exec(
      `INSERT INTO audit_event (at, employee_id, module, record_id, action, data, branch_id, fields)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      Date.parse(event.at),
      event.employeeId,
      event.module,
      event.recordId,
      event.action,
      JSON.stringify(event),
      event.branchId,
      fieldsColumn(event),
    )
  }
  clear() {
    this.sql.exec(`DELETE FROM audit_event`)
    this.sql.exec(`DELETE FROM overlay`)
    this.sql.exec(`DELETE FROM meta`)
    this.sql.exec(`DELETE FROM files`)
  }
}

/**
 * The audit trail's indexes. Newest first is `at DESC, id DESC` (a write's event
 * is stamped when it runs; the id breaks ties): each index ends in `at`, so the
 * rows of its filter, a date range included, come in that order without a sort,
 * and the columns after `at` let a third filter be checked in the index. The
 * pairs a screen asks for have their own (a record's History: module and id;
 * the Activity screen: employee with module or action, module with action).
 */
const AUDIT_INDEXES = {
  audit_event_at: 'at',
  audit_by_record: 'record_id, module, at',
  audit_by_module: 'module, at',
  audit_by_employee: 'employee_id, at',
  audit_by_action: 'action, at',
  audit_by_module_action: 'module, action, at, employee_id',
  audit_by_employee_module: 'employee_id, module, at, action',
  audit_by_employee_action: 'employee_id, action, at, module',
} as const

/**
 * The `fields` column: the keys of an event's changes between spaces
 * (` price status `), so a field filter finds a whole key in it, case and all.
 */
const fieldsColumn = (event: NewAuditEvent) => ` ${event.changes.map((c) => c.field).join(' ')} `

/** Columns added since a table was first created (a store made before them keeps its rows). */
function addMissingColumns(sql: SqlStorage, table: string, columns: Record<string, string>) {
  const present = new Set(
    sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((c) => c.name),
  )
  for (const [name, type] of Object.entries(columns)) {
    if (!present.has(name)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`)
  }
}

function createAuditIndexes(sql: SqlStorage) {
  for (const [name, columns] of Object.entries(AUDIT_INDEXES)) {
    sql.exec(`CREATE INDEX IF NOT EXISTS ${name} ON audit_event (${columns})`)
  }
}

/**
 * The index that answers a filter, named rather than left to SQLite's planner:
 * without statistics it would read a common action's index to find one
 * employee's rare module, row by row (200 ms over 200,000 events).
 */
export function auditIndexFor(filter: AuditFilter): keyof typeof AUDIT_INDEXES {
  const has = (key: keyof AuditFilter) => filter[key] !== undefined
  if (has('recordId')) return 'audit_by_record'
  if (has('employeeId') && has('module')) return 'audit_by_employee_module'
  if (has('employeeId') && has('action')) return 'audit_by_employee_action'
  if (has('module') && has('action')) return 'audit_by_module_action'
  if (has('employeeId')) return 'audit_by_employee'
  if (has('module')) return 'audit_by_module'
  if (has('action')) return 'audit_by_action'
  return 'audit_event_at'
}

/** The WHERE clause of a filter, with its arguments in order. */
function auditWhere(filter: AuditFilter): { where: string; args: (string | number)[] } {
  const terms: string[] = []
  const args: (string | number)[] = []
  const add = (term: string, value: string | number | undefined) => {
    if (value === undefined) return
    terms.push(term)
    args.push(value)
  }
  add('module = ?', filter.module)
  add('record_id = ?', filter.recordId)
  add('employee_id = ?', filter.employeeId)
  add('action = ?', filter.action)
  add('instr(fields, ?) > 0', filter.field === undefined ? undefined : ` ${filter.field} `)
  add('at >= ?', filter.fromMs)
  add('at < ?', filter.toMs)
  if (filter.branches !== undefined) {
    const places = filter.branches.map(() => '?').join(', ')
    terms.push(`(branch_id IS NULL OR branch_id IN (${places || 'NULL'}))`)
    args.push(...filter.branches)
  }
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', args }
}
