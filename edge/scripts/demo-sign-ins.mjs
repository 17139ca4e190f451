// The demo employees of the mock seed, for the start banner (the README lists the same).
export const DEMO_SIGN_INS = [
  {
    email: 'admin@demo.test',
    password: 'Admin1234',
    role: 'Administrator: every module, every action',
  },
  {
    email: 'branch@demo.test',
    password: 'Branch1234',
    role: 'Branch operations: orders (incl. by phone), the board, riders, shift close; read-only branch setup',
  },
  {
    email: 'marketing@demo.test',
    password: 'Market1234',
    role: 'Marketing: banners, coupons, push notifications; catalogue read-only',
  },
  { email: 'viewer@demo.test', password: 'Viewer1234', role: 'Read-only: every module, view only' },
]
