export declare const repoRoot: string
export declare function freePort(): Promise<number>
export interface StartedWorker {
  url: string
  port: number
  stop: () => Promise<void>
  output: () => string
}
export declare function startWorker(options?: {
  port?: number
  vars?: Record<string, string | undefined>
  persistTo?: string
  stdio?: 'inherit' | 'pipe'
  timeoutMs?: number
}): Promise<StartedWorker>
