import type { ImageKind } from "@nagai/contracts/constants";
import {
  STAFF_MEDIA_LIMITS,
  STAFF_MEDIA_MESSAGES,
  type StaffProductPhotos,
} from "@nagai/contracts/staff-media";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import type { MediaStore } from "../../providers/media-store/media-store.public.ts";
import { auditOf, recordAudit } from "../audit/audit.public.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { NotAnImageError, reencodeUpload, storeImage } from "../media/media.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import { products } from "./catalog.tables.ts";

const ENTITY = "product";

/**
 * The photos of a piece in the console (issue 26 item 4, decision 047). An upload is checked by its
 * bytes and re-encoded (media.service.ts reencodeUpload), stored through the media store, then
 * appended to the piece's image_paths in one transaction with its audit entry, under the piece's row
 * lock so two uploads at once both land. The catalogue's version trigger tells every process.
 */
export function createStaffPhotos({ db, store }: { db: Database; store: MediaStore }) {
  async function view(sno: number): Promise<StaffProductPhotos> {
    const [piece] = await db
      .select({ sno: products.sno, productName: products.productName, imagePaths: products.imagePaths })
      .from(products)
      .where(eq(products.sno, sno));
    if (!piece) throw notFound(STAFF_MEDIA_MESSAGES.productNotFound);
    return {
      sno: piece.sno,
      productName: piece.productName,
      ImagePath: piece.imagePaths,
      audit: (await auditOf(db, ENTITY, sno)).filter((entry) => entry.action.startsWith("product.photo")),
    };
  }

  /** The piece's photos under its row lock, or 404. */
  async function locked(tx: Transaction, sno: number): Promise<string[]> {
    const [piece] = await tx
      .select({ imagePaths: products.imagePaths })
      .from(products)
      .where(eq(products.sno, sno))
      .for("no key update");
    if (!piece) throw notFound(STAFF_MEDIA_MESSAGES.productNotFound);
    return piece.imagePaths;
  }

  async function write(tx: Transaction, sno: number, imagePaths: string[]) {
    await tx.update(products).set({ imagePaths, updatedAt: sql`now()` }).where(eq(products.sno, sno));
  }

  return {
    view,

    async add(staff: StaffMember, sno: number, upload: Buffer): Promise<StaffProductPhotos> {
      // The cheap check first: no encoding for a piece that does not exist.
      await view(sno);
      const path = await storeUpload(db, store, upload, "product");
      await db.transaction(async (tx) => {
        const before = await locked(tx, sno);
        if (before.includes(path)) return;
        if (before.length >= STAFF_MEDIA_LIMITS.photosMax)
          throw badRequest(STAFF_MEDIA_MESSAGES.tooManyPhotos);
        const after = [...before, path];
        await write(tx, sno, after);
        await recordAudit(tx, {
          staff,
          action: "product.photo.add",
          entityType: ENTITY,
          entityId: sno,
          before: { ImagePath: before },
          after: { ImagePath: after },
        });
      });
      return view(sno);
    },

    /** Keeps `paths`, in their order: each one of the piece's photos, none twice (else 400). */
    async arrange(staff: StaffMember, sno: number, paths: readonly string[]): Promise<StaffProductPhotos> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, sno);
        const seen = new Set<string>();
        for (const path of paths) {
          if (!before.includes(path))
            throw badRequest(STAFF_MEDIA_MESSAGES.unknownPhoto(path), {
              ImagePath: STAFF_MEDIA_MESSAGES.unknownPhoto(path),
            });
          if (seen.has(path))
            throw badRequest(STAFF_MEDIA_MESSAGES.duplicatePhoto(path), {
              ImagePath: STAFF_MEDIA_MESSAGES.duplicatePhoto(path),
            });
          seen.add(path);
        }
        if (paths.length === before.length && paths.every((path, index) => before[index] === path)) return;
        await write(tx, sno, [...paths]);
        await recordAudit(tx, {
          staff,
          action: paths.length < before.length ? "product.photo.remove" : "product.photo.order",
          entityType: ENTITY,
          entityId: sno,
          before: { ImagePath: before },
          after: { ImagePath: [...paths] },
        });
      });
      return view(sno);
    },
  };
}

/** Checks, re-encodes and stores an upload; a file that is not a picture is a 400 saying so. */
export async function storeUpload(db: Database, store: MediaStore, upload: Buffer, kind: ImageKind) {
  let source: Buffer;
  try {
    source = await reencodeUpload(upload);
  } catch (error) {
    if (error instanceof NotAnImageError) throw badRequest(error.message);
    throw error;
  }
  return storeImage(db, store, source, kind);
}

export type StaffPhotos = ReturnType<typeof createStaffPhotos>;
