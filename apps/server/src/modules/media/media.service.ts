import { createHash } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageKind } from "@nagai/contracts/constants";
import { eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import type { Database } from "../../db/client.ts";
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
  mediaDir: string,
  source: Buffer,
  kind: ImageKind,
): Promise<string> {
  const key = createHash("sha256").update(kind).update(source).digest("hex").slice(0, 20);
  const widths = IMAGE_WIDTHS[kind];
  const largest = widths[widths.length - 1]!;
  const folder = path.join(mediaDir, key);
  await mkdir(folder, { recursive: true });
  if (!(await exists(path.join(folder, SOURCE_FILE))))
    await writeAtomically(path.join(folder, SOURCE_FILE), source);
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
export async function storeFile(mediaDir: string, content: Buffer, extension: string): Promise<string> {
  const key = createHash("sha256").update(content).digest("hex").slice(0, 20);
  await mkdir(path.join(mediaDir, key), { recursive: true });
  const name = `${key}/file.${extension}`;
  await writeAtomically(path.join(mediaDir, name), content);
  return name;
}

/**
 * Encodes a missing variant (`<key>/<width>.<format>`) from its asset's source, writes it beside
 * the source for every later request, and answers its bytes; undefined when there is no such asset
 * or width. Requests for the same variant at the same moment share one encoding.
 */
export function createVariantRenderer(db: Database, mediaDir: string) {
  const pending = new Map<string, Promise<Buffer | undefined>>();

  async function render(key: string, width: number, format: MediaFormat): Promise<Buffer | undefined> {
    const [asset] = await db
      .select({ kind: mediaAssets.kind })
      .from(mediaAssets)
      .where(eq(mediaAssets.key, key));
    const kind = asset?.kind as ImageKind | undefined;
    if (!kind || !(kind in IMAGE_WIDTHS) || !IMAGE_WIDTHS[kind].some((w) => w === width)) return undefined;
    const source = await readFile(path.join(mediaDir, key, SOURCE_FILE)).catch(() => undefined);
    if (!source) return undefined;
    const image = await rasterize(source, width, Math.round(width * IMAGE_ASPECT[kind]));
    const encoded = await ENCODERS[format](image).toBuffer();
    await writeAtomically(path.join(mediaDir, key, `${width}.${format}`), encoded);
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

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A reader never sees half a file: write beside it, then rename over. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
