import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { ERROR_CODES } from "@nagai/contracts/errors";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { createVariantRenderer, MEDIA_TYPES, type MediaFormat, SOURCE_FILE } from "./media.service.ts";

const FOR_A_YEAR = "public, max-age=31536000, immutable";

/**
 * /media/*: files named by content hash (media.service.ts), so they may be cached for a year. A
 * picture's width or format not encoded yet is encoded on this first request, then served from disk.
 * Register with the prefix /media.
 */
export async function mediaPlugin(app: FastifyInstance, { dataDir, db }: { dataDir: string; db: Database }) {
  const root = mediaDirectory(dataDir);
  mkdirSync(root, { recursive: true });
  const renderer = createVariantRenderer(db, root);
  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header("cache-control", FOR_A_YEAR),
    // A picture's source is kept to encode its variants from, not to be downloaded.
    allowedPath: (pathName) => path.basename(pathName) !== SOURCE_FILE,
  });
  app.setNotFoundHandler(async (request, reply) => {
    const [key = "", file = "", ...rest] = request.url.slice("/media/".length).split("?")[0]!.split("/");
    const variant =
      rest.length === 0 && request.method === "GET" ? await renderer.variant(key, file) : undefined;
    if (!variant) {
      return reply
        .code(404)
        .send({ status: "error", error: ERROR_CODES.notFound, message: "No such media file" });
    }
    const format = file.split(".")[1] as MediaFormat;
    return reply.type(MEDIA_TYPES[format]).header("cache-control", FOR_A_YEAR).send(variant);
  });
}

export const mediaDirectory = (dataDir: string) => path.join(dataDir, "media");
