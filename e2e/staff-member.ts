// The staff members the browser tests sign in as (issue 25): added to the fresh shop's database by
// e2e/start-server.ts before the server starts, as `npm run staff -- add` adds one. Not demo
// accounts: only the browser tests' server has them. One per spec that signs in: a number may be
// sent a sign-in OTP only every 30 s, and the specs run in parallel.
export const E2E_STAFF_MEMBERS = {
  desk: { name: "Meena E2E", phone: "9700000001", password: "S3cure#Pass", role: "ROLE_STAFF" },
  orders: { name: "Ravi E2E", phone: "9700000002", password: "S3cure#Pass", role: "ROLE_STAFF" },
  admin: { name: "Admin E2E", phone: "9700000003", password: "S3cure#Pass", role: "ROLE_ADMIN" },
} as const;

/** The desk's browser test signs in as this member (e2e/staff-desk.spec.ts). */
export const E2E_STAFF = E2E_STAFF_MEMBERS.desk;
