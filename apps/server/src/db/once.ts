/**
 * What `make` answers, made on its first call and kept: a repository's prepared statements are
 * prepared on first use, once per database handle (decision 016).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
