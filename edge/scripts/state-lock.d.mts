export declare const LOCK_FILE: string
export interface LockHolder {
  pid: number
  port: number
}
export declare function lockHolder(dir: string): LockHolder | null
export declare function inUseMessage(dir: string, holder: LockHolder): string
export declare function lockState(
  dir: string,
  options: { port: number; pid?: number },
): { release: () => void }
