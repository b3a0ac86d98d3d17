/**
 * The catalogue fits in memory, so a random page read costs about what a sequential one does.
 * Postgres's default (4, tuned for spinning disks) made the planner seq-scan 100,000 pieces for a
 * deep page that an index serves in a millisecond (docs/listing-query-plans-postgres.md and
 * docs/listing-query-plans-pglite.md). Set on every connection, PostgreSQL's and PGlite's.
 */
export const RANDOM_PAGE_COST = "1.1";
