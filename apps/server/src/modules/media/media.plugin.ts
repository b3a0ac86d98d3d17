import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Media files are named by content hash (media.service.ts), so they may be cached for a year. */
export async function mediaPlugin(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  const root = mediaDirectory(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    wildcard: true,
    index: false,
    maxAge: "365d",
    immutable: true,
  });
}

export const mediaDirectory = (dataDir: string) => path.join(dataDir, "media");
