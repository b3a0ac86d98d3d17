// Page links of a paged list, as pure functions: which page numbers to link, where the gaps go,
// and which page an address asks for. Pages are zero-based here, as the spec's lists count them;
// each page decides how its address spells a page (the orders page counts from 1, the blog from 0).

/** Spec 001: "a window of 5 page numbers" (the blog) and "pagination window 5" (section 9). */
export const PAGINATION_WINDOW = 5;

/**
 * The page numbers to link: at most `size` of them, the current one as near the middle as the
 * ends allow.
 */
export function getPageWindow(
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.max(0, Math.min(current - Math.floor(size / 2), totalPages - count));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** One entry of the page links: a page (zero-based) or an ellipsis for the pages left out. */
export type PaginationItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The blog's page links (spec 001): the window of page numbers, the first and last pages when the
 * window does not reach them, and an ellipsis wherever pages are left out between.
 */
export function getPaginationItems(
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): PaginationItem[] {
  if (totalPages <= 0) return [];
  const window = getPageWindow(current, totalPages, size);
  const first = window[0] ?? 0;
  const last = window[window.length - 1] ?? 0;
  const page = (number: number): PaginationItem => ({
    kind: "page",
    page: number,
    current: number === current,
  });
  const items: PaginationItem[] = [];
  if (first > 0) {
    items.push(page(0));
    if (first > 1) items.push({ kind: "gap", key: "before" });
  }
  items.push(...window.map(page));
  if (last < totalPages - 1) {
    if (last < totalPages - 2) items.push({ kind: "gap", key: "after" });
    items.push(page(totalPages - 1));
  }
  return items;
}

/** The number of pages `count` items fill, `pageSize` a page; an empty list still has its page. */
export function countPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The zero-based page a `page` query parameter asks for, or null when it names no page of the
 * list: not a whole number written in digits (a minus sign, a fraction, letters, a number too
 * long to be a page), or past the last page. No parameter, or an empty one, is the first page.
 */
export function readZeroBasedPage(value: string | null, totalPages: number): number | null {
  if (value === null || value === "") return 0;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page < totalPages ? page : null;
}
