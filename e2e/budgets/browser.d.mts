export declare const CHROMIUM: string
export declare const CHROMIUM_ARGS: string[]
export declare function signInByApi(
  page: unknown,
  baseUrl: string,
  account?: { email: string; password: string },
): Promise<unknown>
