import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkedName, type MediaStore } from "./media-store.ts";

export interface S3MediaStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces…); unset for AWS. */
  endpoint?: string;
  /** Both or neither: neither uses the SDK's own chain (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Buckets addressed as endpoint/bucket/key instead of bucket.endpoint/key (most S3-compatibles). */
  forcePathStyle?: boolean;
}

/**
 * The media in an S3-compatible bucket, under the same names as on disk (decision 047): every
 * machine behind the load balancer reads and writes the same objects, so a picture stored or a
 * variant encoded by one is found by the others. Names are content hashes, never written with
 * other content, so nothing read from the bucket goes stale and no machine need be told of a write.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const store = {
    client,
    description: `the bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ` (${options.region})`}`,
    async read(name: string) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedName(name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error)) return undefined;
        throw error;
      }
    },
    async has(name: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedName(name) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || isNotFound(error)) return false;
        throw error;
      }
    },
    async write(name: string, content: Buffer, type: string) {
      // Skipping what exists saves the upload; two machines writing one name at once write the
      // same content (the name is its hash, or a variant of it encoded alike), so either may win.
      if (await store.has(name)) return;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedName(name),
          Body: content,
          ContentType: type,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
  };
  return store;
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
