/**
 * A shopper's search text as the words search works with (docs/decisions/006-search.md).
 * Anything that is not a letter or a digit separates words, so no character reaches SQL as
 * syntax (`&`, `|`, `!`, `:*` mean something to tsquery; `%` and `_` to LIKE) — and the words
 * themselves are only ever sent as query parameters. Accents are dropped here rather than by
 * Postgres's unaccent (not needed: the catalogue's own words are plain ASCII).
 */
export const SEARCH_TEXT_MAX_CHARS = 200;
/** More words than this only narrow a search to nothing; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
/** Longer than any word of the catalogue; keeps a pasted blob from costing trigram work. */
export const SEARCH_WORD_MAX_CHARS = 32;

export function toSearchWords(raw: string): string[] {
  return raw
    .slice(0, SEARCH_TEXT_MAX_CHARS)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => word.slice(0, SEARCH_WORD_MAX_CHARS));
}
