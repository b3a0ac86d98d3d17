import { createHash } from "node:crypto";
import { createBangleGuidePdf, createRingGuidePdf } from "./size-guide-pdfs.ts";

export const SIZE_GUIDES = {
  ring: createRingGuidePdf,
  bangle: createBangleGuidePdf,
} as const;
export type SizeGuideName = keyof typeof SIZE_GUIDES;

export interface SizeGuidePdf {
  bytes: Buffer;
  /** A strong validator: the bytes' own hash, the same on every process running this code. */
  etag: string;
}

export interface SizeGuidesService {
  /** The guide's PDF, written on the first call and kept for the life of the process. */
  getPdf(name: SizeGuideName): Promise<SizeGuidePdf>;
}

export function createSizeGuidesService(): SizeGuidesService {
  const made = new Map<SizeGuideName, Promise<SizeGuidePdf>>();
  return {
    getPdf(name) {
      let pdf = made.get(name);
      if (!pdf) {
        pdf = writePdf(name);
        made.set(name, pdf);
        // A failure is not kept: the next request tries again.
        pdf.catch(() => made.delete(name));
      }
      return pdf;
    },
  };
}

async function writePdf(name: SizeGuideName): Promise<SizeGuidePdf> {
  const bytes = Buffer.from(await SIZE_GUIDES[name]());
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { bytes, etag: `"${hash}"` };
}

/** Whether an If-None-Match header names this ETag (weakly compared, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
