import { ERROR_CODES } from "@nagai/contracts/errors";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../../db/client.ts";
import { isMediaName, type MediaStore } from "../../providers/media-store/media-store.public.ts";
import { createVariantRenderer, MEDIA_TYPES, SOURCE_FILE } from "./media.service.ts";

const FOR_A_YEAR = "public, max-age=31536000, immutable";
const TYPES: Record<string, string> = { ...MEDIA_TYPES, webm: "video/webm" };

/**
 * /media/*: files named by content hash (media.service.ts), so they may be cached for a year, read
 * from the media store (disk or bucket, decision 047). A picture's width or format not encoded yet
 * is encoded on this first request and written to the store for every later one. A picture's
 * source is kept to encode from, never served. Register with the prefix /media.
 */
export async function mediaPlugin(app: FastifyInstance, { store, db }: { store: MediaStore; db: Database }) {
  const renderer = createVariantRenderer(db, store);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ status: "error", error: ERROR_CODES.notFound, message: "No such media file" });

  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const [key = "", file = ""] = name.split("/");
    const type = TYPES[file.split(".")[1] ?? ""];
    if (!isMediaName(name) || file === SOURCE_FILE || !type) return notFound(reply);
    const etag = `"${key}-${file}"`;
    if (request.headers["if-none-match"] === etag) {
      return reply.code(304).header("etag", etag).header("cache-control", FOR_A_YEAR).send();
    }
    const content = (await store.read(name)) ?? (await renderer.variant(key, file));
    if (!content) return notFound(reply);
    reply
      .type(type)
      .header("cache-control", FOR_A_YEAR)
      .header("etag", etag)
      .header("accept-ranges", "bytes");
    const range = byteRange(request.headers.range, content.length);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${content.length}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${content.length}`)
        .send(content.subarray(range.start, range.end + 1));
    }
    return reply.send(content);
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (a video's seek); anything else: the whole file. */
function byteRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return "unsatisfiable" as const;
  return { start, end };
}
