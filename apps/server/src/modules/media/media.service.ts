import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
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
  for (const width of widths) {
    const height = Math.round(width * IMAGE_ASPECT[kind]);
    const resized = sharp(source, { density: 144 }).resize(width, height, { fit: "cover" });
    await Promise.all([
      writeAtomically(
        path.join(folder, `${width}.avif`),
        resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
      ),
      writeAtomically(path.join(folder, `${width}.webp`), resized.clone().webp({ quality: 75 }).toBuffer()),
      writeAtomically(
        path.join(folder, `${width}.jpg`),
        resized.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      ),
    ]);
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

/** A reader never sees half a file: write beside it, then rename over. */
async function writeAtomically(file: string, content: Promise<Buffer>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, await content);
  await rename(temporary, file);
}
