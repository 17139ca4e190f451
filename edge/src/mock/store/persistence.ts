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
  /** Forget everything: overlay, meta and files. */
  clear(): void
}

/** Keeps everything in maps; used by the tests and as a model of the SQLite one. */
export class MemoryPersistence implements Persistence {
  private meta = new Map<string, string>()
  private rows = new Map<string, OverlayRow>()
  private files = new Map<string, StoredFile>()

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
  clear() {
    this.meta.clear()
    this.rows.clear()
    this.files.clear()
  }
}
