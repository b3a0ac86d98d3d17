import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageKind } from "@nagai/contracts/constants";

const MEDIA_BASE = "/media/";

export interface ImageSources {
  avif: string;
  webp: string;
  /**
   * For the <img> itself: the largest JPEG, for the rare browser with neither AVIF nor WebP (and
   * for crawlers). It has no srcset of JPEG widths: every page is about 15% smaller without one on
   * each picture (decision 008).
   */
  src: string;
  width: number;
  height: number;
}

/**
 * The API gives the largest JPEG of a picture ("<key>/800.jpg"); the media pipeline writes every
 * width of `IMAGE_WIDTHS` in AVIF, WebP and JPEG beside it, so the sources follow from the folder.
 */
export function getImageSources(imagePath: string, kind: ImageKind): ImageSources {
  const folder = imagePath.slice(0, imagePath.lastIndexOf("/") + 1);
  // Each segment is encoded on its own so that the slashes between them stay path separators.
  const base = MEDIA_BASE + folder.split("/").map(encodeURIComponent).join("/");
  const widths = IMAGE_WIDTHS[kind];
  const srcSet = (extension: string) =>
    widths.map((width) => `${base}${width}.${extension} ${width}w`).join(", ");
  const largest = widths[widths.length - 1] ?? widths[0];
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    src: `${base}${largest}.jpg`,
    width: largest,
    height: Math.round(largest * IMAGE_ASPECT[kind]),
  };
}

/**
 * One file of a picture: a single address where a srcset cannot go, such as a video's poster.
 * `width` must be one of the kind's `IMAGE_WIDTHS`.
 */
export function getImageUrl(imagePath: string, width: number, format: "avif" | "webp" | "jpg"): string {
  const folder = imagePath.slice(0, imagePath.lastIndexOf("/") + 1);
  return `${MEDIA_BASE}${folder.split("/").map(encodeURIComponent).join("/")}${width}.${format}`;
}
