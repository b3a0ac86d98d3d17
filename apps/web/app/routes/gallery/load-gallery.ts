import type { Product } from "@nagai/contracts/product";
import { data } from "react-router";
import { type ApiClient, type ApiFetch, createApiClient } from "../../lib/api";
import { CATALOGUE_ONLY } from "../../lib/page-cache";
import { getDisplayPrice } from "../../lib/price";

/** What a gallery shows of a piece; loaders send only this, so the page's data stays small. */
export interface GalleryPiece {
  sno: number;
  name: string;
  /** "Jhumkas · Gold": the sub-item and the metal, for the caption. */
  kind: string;
  /** The piece's first picture (the largest JPEG's path, as the API gives it). */
  picture: string;
  price: number;
  mrp: number | null;
}

/** Read as many as one call gives: the demo's pieces of one design share a drawing. */
const READ_SIZE = 100;

/**
 * Pieces of the catalogue for a gallery, one per picture: pieces that share a picture (the demo's
 * designs are drawn once per metal and tone) would show the same picture twice.
 */
export async function loadGalleryPieces(
  api: ApiClient,
  filter: Record<string, string>,
  count: number,
): Promise<GalleryPiece[]> {
  const { data } = await api.listProducts({ page: 0, pageSize: READ_SIZE, ...filter });
  const seen = new Set<string>();
  const pieces: GalleryPiece[] = [];
  for (const product of data) {
    const [picture] = product.ImagePath;
    if (!picture || seen.has(picture)) continue;
    seen.add(picture);
    pieces.push(toGalleryPiece(product, picture));
    if (pieces.length === count) break;
  }
  return pieces;
}

function toGalleryPiece(product: Product, picture: string): GalleryPiece {
  return {
    sno: product.SNO,
    name: product.PRODUCTNAME,
    kind: `${product.SUBITEMNAME} · ${product.CATNAME}`,
    picture,
    price: getDisplayPrice(product),
    mrp: product.MRP,
  };
}

/**
 * A gallery page's loader data: its pieces, or null when the catalogue could not be read (the
 * page then says so, and is not kept by the page cache: only a page that loaded well may be).
 */
export async function loadGalleryPage(
  context: { fetchApi: ApiFetch; origin: string },
  { filter, count }: { filter: Record<string, string>; count: number },
) {
  const pieces = await loadGalleryPieces(createApiClient(context), filter, count).catch(() => null);
  return data({ pieces, origin: context.origin }, { headers: pieces ? CATALOGUE_ONLY : {} });
}
