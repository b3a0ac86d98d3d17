import { availableParallelism } from "node:os";
import type { ImageKind } from "@nagai/contracts/constants";
import type { Database } from "../db/client.ts";
import { storeImage } from "../modules/media/media.service.ts";
import type { MediaStore } from "../providers/media-store/media-store.public.ts";

/** Where pictures go: the media store (disk or bucket, decision 047), and the media table that lists them. */
export interface MediaTarget {
  db: Database;
  store: MediaStore;
}

export interface PictureJob {
  svg: Buffer;
  kind: ImageKind;
}

/**
 * Runs `work` on every item, one item per core at a time, and answers the results in the order of
 * the items. Image encoding (AVIF above all) is most of the seed's time and is CPU-bound: one job
 * per core keeps every core busy without queueing more than the machine can do at once.
 */
export async function mapOnEveryCore<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  const workers = Math.max(1, Math.min(availableParallelism(), items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/** Stores drawings through the media pipeline; answers their paths in the order of the jobs. */
export function storePictures(target: MediaTarget, jobs: readonly PictureJob[]): Promise<string[]> {
  return mapOnEveryCore(jobs, (job) => storeImage(target.db, target.store, job.svg, job.kind));
}
