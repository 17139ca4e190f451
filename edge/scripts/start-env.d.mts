export declare const DEFAULT_PORT: number
export declare function mockStateDir(env: Record<string, string | undefined>): string
export declare function startSettings(env: Record<string, string | undefined>): {
  port: number
  vars: Record<string, string>
  stateDir: string
}
