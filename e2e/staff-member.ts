// The staff member the browser tests sign in as (issue 25): added to the fresh shop's database by
// e2e/start-server.ts before the server starts, as `npm run staff -- add` adds one. Not a demo
// account: only the browser tests' server has it.
export const E2E_STAFF = {
  name: "Meena E2E",
  phone: "9700000001",
  password: "S3cure#Pass",
  role: "ROLE_ADMIN",
} as const;
