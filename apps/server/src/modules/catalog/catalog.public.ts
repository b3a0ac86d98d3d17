/**
 * What other modules may use of the catalogue (decision 041): its service, the piece summary a
 * cart row, a wishlist row and an order read (and, for the cart's one-query reads, the join that
 * gives it) and its price lines, the response cache the pages and the SEO files share, and the one
 * writer of price lines (decision 046).
 */
export { createCatalogRepository } from "./catalog.repository.ts";
export { type CatalogService, createCatalogService } from "./catalog.service.ts";
export { PIECE_SUMMARY_JOIN, type PieceSummary, type PriceLines, priceLinesOf } from "./piece-summary.ts";
export { repricePieces } from "./repricing.ts";
export { createResponseCache, piecesIn, type ResponseCache } from "./response-cache.ts";
