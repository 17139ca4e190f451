export declare const DEFAULT_PORT: number
export declare function startSettings(env: Record<string, string | undefined>): {
  port: number
  vars: Record<string, string>
}
