import { createHash } from "node:crypto";
import { access, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageKind } from "@nagai/contracts/constants";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { mediaAssets } from "./media.tables.ts";

export const MEDIA_FORMATS = ["avif", "webp", "jpg"] as const;

/**
 * Stores an image as AVIF, WebP and JPEG at the widths of its kind, under a key made from its
 * content: the same picture stored twice is one asset, and a file name never changes meaning, so
 * browsers and CDNs may cache it for ever. Returns the path the API hands out, relative to
 * /media/: the largest JPEG, from which clients derive the other widths and formats.
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
  // The key is the content: files already there are this very picture (a re-seed, a re-upload).
  const complete = await Promise.all(
    widths.flatMap((width) => MEDIA_FORMATS.map((format) => exists(path.join(folder, `${width}.${format}`)))),
  );
  if (!complete.every(Boolean)) {
    const master = await rasterize(source, largest, Math.round(largest * IMAGE_ASPECT[kind]));
    for (const width of widths) {
      const resized = sharp(master.data, { raw: master.info }).resize(
        width,
        Math.round(width * IMAGE_ASPECT[kind]),
      );
      await Promise.all([
        // Encoding is most of the seed's time. AVIF (what current browsers take) at effort 0 is
        // five times faster than at 2; WebP at effort 2 is twice as fast as 4 and 10 % larger;
        // JPEG, the last fallback, skips mozjpeg's slow search.
        writeAtomically(
          path.join(folder, `${width}.avif`),
          resized.clone().avif({ quality: 50, effort: 0 }).toBuffer(),
        ),
        writeAtomically(
          path.join(folder, `${width}.webp`),
          resized.clone().webp({ quality: 75, effort: 2 }).toBuffer(),
        ),
        writeAtomically(path.join(folder, `${width}.jpg`), resized.clone().jpeg({ quality: 80 }).toBuffer()),
      ]);
    }
  }
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
  await writeAtomically(path.join(mediaDir, name), Promise.resolve(content));
  return name;
}

/**
 * Draws the source once, at the largest size wanted: every width and format is then resized from
 * this raster. (A vector source drawn anew for each of nine outputs, at double density, cost the
 * demo seed most of its minute.)
 */
async function rasterize(source: Buffer, width: number, height: number) {
  const { width: intrinsic } = await sharp(source).metadata();
  const density = intrinsic ? Math.min(2400, Math.max(1, (72 * width * 1.01) / intrinsic)) : 72;
  return sharp(source, { density })
    .resize(width, height, { fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A reader never sees half a file: write beside it, then rename over. */
async function writeAtomically(file: string, content: Promise<Buffer>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, await content);
  await rename(temporary, file);
}
