import type { Persistence, StoredFile } from './persistence'

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
    private onWrite: (table: string, key: string, value: T | null) => void,
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
    this.revision++
    this.noteWrite(String(key))
    this.rows.set(String(key), value)
    this.onWrite(this.name, String(key), value)
  }
  delete(key: string | number) {
    if (!this.rows.delete(String(key))) return false
    this.revision++
    this.noteWrite(String(key))
    this.onWrite(this.name, String(key), null)
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

/** A stored change (table null: the whole store went back to the seed). */
export type WriteListener = (table: string | null, key: string, value: object | null) => void

export interface SeedData {
  tables: Record<string, { key: string; value: object }[]>
  /** Ids of the highest record per table, so new records continue after them. */
  lastIds: Record<string, number>
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
      const table = this.table<object>(name)
      for (const row of rows) table.load(row.key, row.value)
    }
    this.lastIds = { ...seed.lastIds }
    for (const row of p.overlay()) {
      this.table<object>(row.table).load(row.key, row.data === null ? null : JSON.parse(row.data))
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
   * when deleted), and with table null after a reset. Answers the unsubscribe.
   */
  onWrite(listener: WriteListener) {
    this.writeListeners.add(listener)
    return () => void this.writeListeners.delete(listener)
  }

  table<T extends object = Record<string, unknown>>(name: string): Table<T> {
    let table = this.tables.get(name)
    if (!table) {
      table = new Table<object>(name, (t, key, value) => this.persist(t, key, value))
      this.tables.set(name, table)
    }
    return table as unknown as Table<T>
  }

  /** The next id of a table, persisted so ids are never reused, even after deletes. */
  nextId(table: string): number {
    const id = (this.lastIds[table] ?? 0) + 1
    this.lastIds[table] = id
    this.options.persistence.setMeta(`lastId:${table}`, String(id))
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

  private persist(table: string, key: string, value: object | null) {
    this.revision++
    this.options.persistence.write({
      table,
      key,
      data: value === null ? null : JSON.stringify(value),
    })
    for (const listener of this.writeListeners) listener(table, key, value)
  }
}
