/** What the rest of the server may use of the media store (decisions 041 and 047). */
import path from "node:path";
import type { Config } from "../../config.ts";
import { createDiskMediaStore } from "./disk-media-store.ts";
import type { MediaStore } from "./media-store.ts";
import { createS3MediaStore } from "./s3-media-store.ts";

export { createDiskMediaStore } from "./disk-media-store.ts";
export { isMediaName, type MediaStore } from "./media-store.ts";
export { createS3MediaStore, type S3MediaStoreOptions } from "./s3-media-store.ts";

/** The media folder of the disk store: DATA_DIR/media. */
export const mediaDirectory = (dataDir: string) => path.join(dataDir, "media");

/** The configured store: the bucket when MEDIA_S3_BUCKET is set (config.ts checks the rest), else the disk. */
export function createMediaStore(
  config: Pick<
    Config,
    | "dataDir"
    | "MEDIA_S3_BUCKET"
    | "MEDIA_S3_REGION"
    | "MEDIA_S3_ENDPOINT"
    | "MEDIA_S3_ACCESS_KEY_ID"
    | "MEDIA_S3_SECRET_ACCESS_KEY"
    | "MEDIA_S3_FORCE_PATH_STYLE"
  >,
): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return createDiskMediaStore(mediaDirectory(config.dataDir));
  return createS3MediaStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION!,
    endpoint: config.MEDIA_S3_ENDPOINT,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
  });
}
