import { createHash } from "node:crypto";
import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageKind } from "@nagai/contracts/constants";
import { eq, inArray } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import type { Database } from "../../db/client.ts";
import type { MediaStore } from "../../providers/media-store/media-store.public.ts";
import { mediaAssets } from "./media.tables.ts";

export const MEDIA_FORMATS = ["avif", "webp", "jpg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const SOURCE_FILE = "source";
const KEY_PATTERN = /^[0-9a-f]{20}$/;
const VARIANT_PATTERN = /^(\d+)\.(avif|webp|jpg)$/;

/**
 * Keeps a picture under a key made from its content: the same picture stored twice is one asset,
 * and a file name never changes meaning, so browsers and CDNs may cache it for ever. Only the source
 * is written here; each width and format is encoded the first time it is asked for
 * (`createVariantRenderer`), so storing — and seeding the demo catalogue — costs no encoding.
 * Returns the path the API hands out, relative to /media/: the largest JPEG, from which clients
 * derive the other widths and formats.
 */
export async function storeImage(
  db: Database,
  store: MediaStore,
  source: Buffer,
  kind: ImageKind,
): Promise<string> {
  const key = createHash("sha256").update(kind).update(source).digest("hex").slice(0, 20);
  const widths = IMAGE_WIDTHS[kind];
  const largest = widths[widths.length - 1]!;
  await store.write(`${key}/${SOURCE_FILE}`, source, "application/octet-stream");
  await db
    .insert(mediaAssets)
    .values({
      key,
      kind,
      widths: [...widths],
      formats: [...MEDIA_FORMATS],
      width: largest,
      height: Math.round(largest * IMAGE_ASPECT[kind]),
    })
    .onConflictDoNothing();
  return `${key}/${largest}.jpg`;
}

/** Stores any other file (a video) under its content hash, keeping its extension. */
export async function storeFile(
  store: MediaStore,
  content: Buffer,
  extension: string,
  type: string,
): Promise<string> {
  const key = createHash("sha256").update(content).digest("hex").slice(0, 20);
  const name = `${key}/file.${extension}`;
  await store.write(name, content, type);
  return name;
}

/**
 * Encodes a missing variant (`<key>/<width>.<format>`) from its asset's source, writes it to the
 * store beside the source for every later request (of any machine sharing the store), and answers
 * its bytes; undefined when there is no such asset or width. Requests of this process for the same
 * variant at the same moment share one encoding; `pending` holds only encodings under way.
 */
export function createVariantRenderer(db: Database, store: MediaStore) {
  const pending = new Map<string, Promise<Buffer | undefined>>();

  async function render(key: string, width: number, format: MediaFormat): Promise<Buffer | undefined> {
    const [asset] = await db
      .select({ kind: mediaAssets.kind })
      .from(mediaAssets)
      .where(eq(mediaAssets.key, key));
    const kind = asset?.kind as ImageKind | undefined;
    if (!kind || !(kind in IMAGE_WIDTHS) || !IMAGE_WIDTHS[kind].some((w) => w === width)) return undefined;
    const source = await store.read(`${key}/${SOURCE_FILE}`);
    if (!source) return undefined;
    const image = await rasterize(source, width, Math.round(width * IMAGE_ASPECT[kind]));
    const encoded = await ENCODERS[format](image).toBuffer();
    await store.write(`${key}/${width}.${format}`, encoded, MEDIA_TYPES[format]);
    return encoded;
  }

  return {
    /** `key` and `file` as they come in the URL: anything not of the variant's shape is not one. */
    variant(key: string, file: string): Promise<Buffer | undefined> {
      const match = file.match(VARIANT_PATTERN);
      if (!KEY_PATTERN.test(key) || !match) return Promise.resolve(undefined);
      const id = `${key}/${file}`;
      let result = pending.get(id);
      if (!result) {
        result = render(key, Number(match[1]), match[2] as MediaFormat).finally(() => pending.delete(id));
        pending.set(id, result);
      }
      return result;
    },
  };
}

export const MEDIA_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/**
 * AVIF (what current browsers take) at effort 0 is five times faster than at 2; WebP at effort 2
 * twice as fast as 4 and 10 % larger; JPEG, the last fallback, skips mozjpeg's slow search.
 */
const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 80 }),
};

/** Draws the source at the size wanted; a vector source at the density that gives that size. */
async function rasterize(source: Buffer, width: number, height: number): Promise<Sharp> {
  const { width: intrinsic, format } = await sharp(source).metadata();
  const density =
    format === "svg" && intrinsic ? Math.min(2400, Math.max(1, (72 * width * 1.01) / intrinsic)) : 72;
  return sharp(source, { density }).resize(width, height, { fit: "cover" });
}

/** The picture types the staff may upload (issue 26): told by the bytes, never by a name or header. */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp"] as const;
/** Pixels a picture may declare before it is decoded: a 12,000 × 8,000 photo, not a decompression bomb. */
export const UPLOAD_MAX_PIXELS = 100_000_000;
/** The longest side kept of an upload: more than the largest width served, twice over. */
const UPLOAD_MAX_SIDE = 3200;

export class NotAnImageError extends Error {}

/**
 * Checks an upload by its content and re-encodes it (issue 26): sharp reads the bytes' own
 * header (a file that is not a JPEG, PNG or WebP, or declares more than UPLOAD_MAX_PIXELS, is a
 * NotAnImageError), then decodes and encodes it again as a JPEG turned upright by its EXIF
 * orientation, which leaves every metadata (EXIF, GPS, XMP, ICC names) behind. The answer is what
 * the store keeps as the picture's source.
 */
export async function reencodeUpload(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata());
  } catch (error) {
    throw new NotAnImageError(
      isOverPixelLimit(error) ? TOO_MANY_PIXELS : "The file is not a picture: send a JPEG, PNG or WebP image",
    );
  }
  if (!UPLOAD_FORMATS.some((allowed) => allowed === format)) {
    throw new NotAnImageError(`The file is a ${format ?? "unknown"} file: send a JPEG, PNG or WebP image`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch (error) {
    throw new NotAnImageError(
      isOverPixelLimit(error)
        ? TOO_MANY_PIXELS
        : "The picture cannot be read: send a JPEG, PNG or WebP image",
    );
  }
}

const TOO_MANY_PIXELS = "The picture has too many pixels: send one of at most 100 megapixels";
const isOverPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Whether `paths` are pictures the pipeline stored, each as the path it hands out (its largest
 * JPEG): answers the ones that are not. A banner or list may show only these.
 */
export async function unknownPictures(db: Database, paths: readonly string[]): Promise<string[]> {
  const keys = [...new Set(paths.map((path) => path.split("/")[0]!))];
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: mediaAssets.key, width: mediaAssets.width })
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, keys));
  const largest = new Map(rows.map((row) => [row.key, row.width]));
  return paths.filter((path) => {
    const [key = "", file] = path.split("/");
    return largest.get(key) === undefined || file !== `${largest.get(key)}.jpg`;
  });
}
