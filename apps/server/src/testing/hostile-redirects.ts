/**
 * Redirect targets that name another host once a URL parser has normalised them (decision
 * 011): dot segments, escaped dots and backslashes all resolve before the path is read, so
 * "/.//evil.example" is "//evil.example" to a browser. The page tests post them as `redirectTo`,
 * `lastVisited` and `returnTo`; the unit table of `readLocalPath` (apps/web/app/lib/session.test.ts)
 * has more.
 */
export const HOSTILE_REDIRECTS = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "/a/%2e%2e//evil.example",
  "/./\\evil.example",
  "/.\\\\evil.example",
  "/;/..//evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
] as const;

/** Whether a Location header, as a browser resolves it against `origin`, stays on that origin. */
export function staysOn(origin: string, location: string | undefined): boolean {
  return location !== undefined && new URL(location, origin).origin === origin;
}
