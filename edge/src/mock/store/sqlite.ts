import type { OverlayRow, Persistence, StoredFile } from './persistence'

/**
 * The overlay in Durable Object SQLite (`ctx.storage.sql`). Each write is one
 * row, so a change costs one statement however large the seed is. `seq` keeps
 * the order rows were last written in, which is the order they replay in.
 */
export class SqlitePersistence implements Persistence {
  private seq = 0

  constructor(private sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)`)
    sql.exec(
      `CREATE TABLE IF NOT EXISTS overlay (
        tbl TEXT NOT NULL, key TEXT NOT NULL, data TEXT, seq INTEGER NOT NULL,
        PRIMARY KEY (tbl, key))`,
    )
    sql.exec(
      `CREATE TABLE IF NOT EXISTS files (name TEXT PRIMARY KEY, type TEXT NOT NULL, bytes BLOB NOT NULL)`,
    )
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
  clear() {
    this.sql.exec(`DELETE FROM overlay`)
    this.sql.exec(`DELETE FROM meta`)
    this.sql.exec(`DELETE FROM files`)
  }
}
