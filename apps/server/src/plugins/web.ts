import type { FastifyInstance } from "fastify";

// In progress: the storefront bridge (React Router SSR) is being written; see the web helper's work.
export type WebOptions = { mode: "production"; buildDir: string } | { mode: "development"; webRoot: string };

export async function webPlugin(_app: FastifyInstance, _options: WebOptions) {}
