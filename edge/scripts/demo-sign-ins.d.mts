export declare const DEMO_SIGN_INS: ReadonlyArray<{ email: string; password: string; role: string }>
