import type { Row, TableName, Tables } from '../rows'
import type { AuditFilter, NewAuditEvent, OverlayRow, Persistence, StoredFile } from './persistence'

/** Rows of one table, keyed by id (entities) or by a token or name. */
export class Table<T extends object = Record<string, unknown>> {
  private rows = new Map<string, T>()
  /** Counts changes to this table, so caches built over it know when to refresh. */
  revision = 0
  /**
   * Caches that follow changes read the keys written since their mark
   * (`writtenSince`). The log starts anew, in a new epoch, whenever the table
   * is loaded or cleared, or the log grows long: a cache from an older epoch
   * rebuilds.
   */
  epoch = 0
  private written: string[] = []

  constructor(
    readonly name: string,
    private onWrite: (table: string, key: string, value: object | null, before?: object) => void,
  ) {}

  get(key: string | number): T | undefined {
    return this.rows.get(String(key))
  }
  has(key: string | number) {
    return this.rows.has(String(key))
  }
  get size() {
    return this.rows.size
  }
  values(): IterableIterator<T> {
    return this.rows.values()
  }
  entries(): IterableIterator<[string, T]> {
    return this.rows.entries()
  }
  /** Stores and persists. Callers replace records, they never mutate one in place. */
  put(key: string | number, value: T) {
    const before = this.rows.get(String(key))
    this.revision++
    this.noteWrite(String(key))
    this.rows.set(String(key), value)
    this.onWrite(this.name, String(key), value, before)
  }
  delete(key: string | number) {
    const before = this.rows.get(String(key))
    if (!this.rows.delete(String(key))) return false
    this.revision++
    this.noteWrite(String(key))
    this.onWrite(this.name, String(key), null, before)
    return true
  }
  /** Loads without persisting (seed and overlay replay). */
  load(key: string, value: T | null) {
    this.revision++
    this.newEpoch()
    if (value === null) this.rows.delete(key)
    else this.rows.set(key, value)
  }
  clear() {
    this.revision++
    this.newEpoch()
    this.rows.clear()
  }
  /** How many writes the log holds: the mark a cache keeps. */
  get writeMark() {
    return this.written.length
  }
  /** The keys written since `mark` of `epoch`, oldest first; undefined for another epoch. */
  writtenSince(epoch: number, mark: number): readonly string[] | undefined {
    return epoch === this.epoch && mark <= this.written.length
      ? this.written.slice(mark)
      : undefined
  }
  private noteWrite(key: string) {
    if (this.written.length >= 10_000) this.newEpoch()
    this.written.push(key)
  }
  private newEpoch() {
    this.epoch++
    if (this.written.length) this.written = []
  }
}

/**
 * A stored change: the new value (null when deleted) and the row as it stood
 * before, if any; table null when the whole store went back to the seed.
 */
export type WriteListener = (
  table: string | null,
  key: string,
  value: object | null,
  before?: object,
) => void

export interface SeedData {
  tables: Record<string, { key: string; value: object }[]>
  /** Ids of the highest record per table, so new records continue after them. */
  lastIds: Record<string, number>
  /** The audit trail's past, oldest first: stored once, when the seed is fresh. */
  events?: () => Iterable<NewAuditEvent>
}

/**
 * The changes of one write while it runs: persisted at its end with its audit
 * events, in one transaction, or undone.
 */
interface Unit {
  rows: Map<string, OverlayRow>
  meta: Map<string, string>
  events: NewAuditEvent[]
  /** Each record touched, as it was before the write (undefined: it did not exist). */
  undo: Map<string, { table: string; key: string; before: object | undefined }>
  lastIds: Record<string, number>
  revision: number
  /** What the write changed, told to the write listeners once it is committed. */
  written: Map<string, { table: string; key: string; value: object | null }>
}

export interface StoreOptions {
  persistence: Persistence
  /**
   * Names the seed's shape (its size, its version); state saved under another
   * key was made over a different seed, so it is dropped rather than replayed.
   */
  seedKey?: string
  /** Builds the seed for an anchor instant (deterministic for a given anchor). */
  seed: (anchor: number) => SeedData
  /** Runs once after a fresh seed or a restart; may write (e.g. hash demo passwords). */
  afterLoad?: (store: Store, fresh: boolean) => Promise<void>
  now?: () => number
}

/**
 * The mock's data: the deterministic seed in memory plus the persisted overlay
 * of every change since. Opening replays the overlay over a regenerated seed,
 * so a restart costs one seed build and one scan of the changes.
 */
export class Store {
  private tables = new Map<string, Table<object>>()
  private lastIds: Record<string, number> = {}
  /** Counts writes; a request that changed nothing leaves it alone. */
  revision = 0
  private writeListeners = new Set<WriteListener>()
  anchor = 0
  readonly now: () => number
  private unit: Unit | undefined
  /** Writes run one after another: one unit is open at a time. */
  private queue: Promise<unknown> = Promise.resolve()

  private constructor(private options: StoreOptions) {
    this.now = options.now ?? Date.now
  }

  static async open(options: StoreOptions): Promise<Store> {
    const store = new Store(options)
    await store.load()
    return store
  }

  private async load() {
    const p = this.options.persistence
    const seedKey = this.options.seedKey ?? 'seed'
    if (p.getMeta('seedKey') !== seedKey) {
      p.clear()
      p.setMeta('seedKey', seedKey)
    }
    const stored = p.getMeta('anchor')
    const fresh = stored === undefined
    this.anchor = fresh ? this.now() : Number(stored)
    if (fresh) p.setMeta('anchor', String(this.anchor))
    for (const t of this.tables.values()) t.clear()
    const seed = this.options.seed(this.anchor)
    for (const [name, rows] of Object.entries(seed.tables)) {
      const table = this.named(name)
      for (const row of rows) table.load(row.key, row.value)
    }
    this.lastIds = { ...seed.lastIds }
    if (fresh && seed.events) p.appendEvents(seed.events())
    for (const row of p.overlay()) {
      this.named(row.table).load(row.key, row.data === null ? null : JSON.parse(row.data))
    }
    for (const name of Object.keys(this.lastIds)) {
      const counter = p.getMeta(`lastId:${name}`)
      if (counter !== undefined) this.lastIds[name] = Number(counter)
    }
    await this.options.afterLoad?.(this, fresh)
  }

  /** Back to the seed: the overlay goes, a new anchor makes "the last 90 days" current again. */
  async reset() {
    this.options.persistence.clear()
    this.options.persistence.setMeta('seedKey', this.options.seedKey ?? 'seed')
    this.revision++
    await this.load()
    for (const listener of this.writeListeners) listener(null, '', null)
  }

  /**
   * Calls `listener` after every stored change (table, key, new value or null
   * when deleted, the row before), and with table null after a reset. Answers
   * the unsubscribe.
   */
  onWrite(listener: WriteListener) {
    this.writeListeners.add(listener)
    return () => void this.writeListeners.delete(listener)
  }

  /** A table, made on first use, typed by its name (rows.ts' `Tables`). */
  table<K extends TableName>(name: K): Table<Tables[K]>
  table(name: TableName): Table<object> {
    return this.named(name)
  }

  /**
   * A table of records named at run time (by a resource's contract, a route's
   * scope, an audit event), read as plain records: for the code that handles
   * any resource alike (the generic handler validates what it writes with the
   * contract's schema). A name written in the code opens its typed table.
   */
  records(name: string): Table<Row>
  records(name: string): Table<object> {
    return this.named(name)
  }

  /** Any table by the name it was stored under (the seed, the overlay, an undo). */
  private named(name: string): Table<object> {
    let table = this.tables.get(name)
    if (!table) {
      table = new Table<object>(name, (t, key, value, before) =>
        this.persist(t, key, value, before),
      )
      this.tables.set(name, table)
    }
    return table
  }

  /** The next id of a table, persisted so ids are never reused, even after deletes. */
  nextId(table: string): number {
    const id = (this.lastIds[table] ?? 0) + 1
    this.lastIds[table] = id
    if (this.unit) this.unit.meta.set(`lastId:${table}`, String(id))
    else this.options.persistence.setMeta(`lastId:${table}`, String(id))
    this.revision++
    return id
  }

  putFile(name: string, file: StoredFile) {
    this.options.persistence.putFile(name, file)
    this.revision++
  }
  getFile(name: string) {
    return this.options.persistence.getFile(name)
  }

  /** Every table, for snapshots in tests. */
  tableNames() {
    return [...this.tables.keys()]
  }

  /**
   * Runs a write: its record changes and the audit events it records are
   * persisted together when it succeeds, in one storage transaction; when it
   * throws (or the storage refuses), none is persisted and the records in
   * memory are as before. Writes queue, so units never mix.
   */
  transaction<T>(work: () => T | Promise<T>): Promise<T> {
    const run = async () => {
      const unit: Unit = {
        rows: new Map(),
        meta: new Map(),
        events: [],
        undo: new Map(),
        lastIds: { ...this.lastIds },
        revision: this.revision,
        written: new Map(),
      }
      this.unit = unit
      try {
        const result = await work()
        this.options.persistence.commit({
          rows: [...unit.rows.values()],
          meta: [...unit.meta],
          events: unit.events,
        })
        for (const [id, { table, key, value }] of unit.written)
          this.notifyWrite(table, key, value, unit.undo.get(id)?.before)
        return result
      } catch (error) {
        this.rollback(unit)
        throw error
      } finally {
        this.unit = undefined
      }
    }
    const done = this.queue.then(run, run)
    this.queue = done.catch(() => undefined)
    return done
  }

  /** Appends an audit event to the write that is running (it is stored with the write). */
  record(event: NewAuditEvent) {
    if (!this.unit) throw new Error('an audit event is recorded by a write, inside its transaction')
    this.unit.events.push(event)
  }

  /** A page of the audit trail, newest first. */
  auditEvents(filter: AuditFilter, page: { offset: number; limit: number }) {
    return this.options.persistence.events(filter, page)
  }

  /** Deletes the audit events older than `beforeMs`. */
  pruneAuditEvents(beforeMs: number) {
    return this.options.persistence.pruneEvents(beforeMs)
  }

  private rollback(unit: Unit) {
    for (const { table, key, before } of unit.undo.values()) {
      this.named(table).load(key, before ?? null)
    }
    this.lastIds = unit.lastIds
    this.revision = unit.revision
  }

  private persist(table: string, key: string, value: object | null, before: object | undefined) {
    this.revision++
    const row = { table, key, data: value === null ? null : JSON.stringify(value) }
    const unit = this.unit
    if (!unit) {
      this.options.persistence.write(row)
      this.notifyWrite(table, key, value, before)
      return
    }
    const id = `${table}\u0000${key}`
    if (!unit.undo.has(id)) unit.undo.set(id, { table, key, before })
    unit.rows.delete(id)
    unit.rows.set(id, row)
    unit.written.delete(id)
    unit.written.set(id, { table, key, value })
  }

  /** Tells the listeners (the board's feed) of a write once it is stored. */
  private notifyWrite(table: string, key: string, value: object | null, before?: object) {
    for (const listener of this.writeListeners) listener(table, key, value, before)
  }
}
