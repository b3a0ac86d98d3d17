import { SEARCH_SUGGEST_MIN_CHARS } from "@nagai/contracts/constants";
import type { SearchSuggestResponse } from "@nagai/contracts/product";
import { useEffect, useState } from "react";

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const PAUSE_MS = 120;

/** One row under the search box: a listing (category, collection, occasion) or a piece. */
export interface Suggestion {
  href: string;
  label: string;
  /** A piece's price in rupees and picture path; absent for a listing. */
  price?: number;
  image?: string | null;
}

/**
 * The suggestions for the text typed (GET /api/v1/search/suggest, decision 052): none below the
 * second letter; a newer text cancels the request for an older one, so rows never arrive out of
 * order. A failed request shows none: the search itself still works.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const [answer, setAnswer] = useState<{ text: string; rows: Suggestion[] }>({ text: "", rows: [] });
  const q = text.trim();
  const enough = q.replace(/\s/g, "").length >= SEARCH_SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/search/suggest?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) return;
        const found = (await response.json()) as SearchSuggestResponse;
        setAnswer({
          text: q,
          rows: [
            ...found.categories.map((row) => ({ href: row.href, label: row.label })),
            ...found.pieces.map((piece) => ({
              href: `/shop-detail/${piece.SNO}`,
              label: piece.name,
              price: piece.price,
              image: piece.image,
            })),
          ],
        });
      } catch {
        // Cancelled by newer text, or offline: no rows.
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enough]);

  // Rows of older text stay while the newer are on their way; none once the text is too short.
  return enough ? answer.rows : [];
}
