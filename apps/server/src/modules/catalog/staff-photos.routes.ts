import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  STAFF_MEDIA_LIMITS,
  STAFF_MEDIA_MESSAGES,
  StaffMediaQuerySchema,
  StaffMediaStoredSchema,
  StaffPhotoOrderSchema,
  StaffProductParamsSchema,
  StaffProductPhotosSchema,
} from "@nagai/contracts/staff-media";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import type { MediaStore } from "../../providers/media-store/media-store.public.ts";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import { type StaffPhotos, storeUpload } from "./staff-photos.service.ts";

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, ...STAFF_ERRORS };
const uploadErrors = {
  ...errors,
  413: ErrorResponseSchema.describe("The picture is larger than 15 MB"),
  415: ErrorResponseSchema.describe("The body is not image/jpeg, image/png or image/webp"),
};
const UPLOAD_TYPES: readonly string[] = STAFF_MEDIA_LIMITS.uploadTypes;
const UPLOAD_DESCRIPTION =
  "The body is the picture's bytes, sent as image/jpeg, image/png or image/webp (another type: 415), " +
  "at most 15 MB (413). The bytes decide, not the type sent: a file that is not a JPEG, PNG or WebP, or " +
  "one of more than 100 megapixels, is a 400. The picture is decoded and encoded again, which leaves its " +
  "EXIF and GPS data behind, and stored through the media store (decision 047).";

/**
 * A picture upload's body, read as bytes by this plugin only (the rest of the API reads JSON);
 * any other type is refused before the body is read. Not declared as a `body` schema: the input
 * guard walks declared bodies for NUL characters, which a picture's bytes may hold.
 */
async function requireImageType(request: FastifyRequest) {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (!UPLOAD_TYPES.includes(type))
    throw new HttpError(415, "VALIDATION_FAILED", STAFF_MEDIA_MESSAGES.wrongType);
}

const uploadOf = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/** The photos of a piece and picture uploads (issue 26 item 4), registered behind requireStaff. */
export const staffPhotoRoutes: FastifyPluginAsyncZod<{
  staffPhotos: StaffPhotos;
  db: Database;
  store: MediaStore;
}> = async (app, { staffPhotos, db, store }) => {
  app.addContentTypeParser(
    [...UPLOAD_TYPES],
    { parseAs: "buffer", bodyLimit: STAFF_MEDIA_LIMITS.uploadMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/products/:sno/photos",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffProductPhotos",
        summary: "A piece's photos in order, with the audit of their changes",
        params: StaffProductParamsSchema,
        response: { 200: StaffProductPhotosSchema, ...errors },
      },
    },
    async (request) => staffPhotos.view(request.params.sno),
  );

  app.post(
    "/products/:sno/photos",
    {
      bodyLimit: STAFF_MEDIA_LIMITS.uploadMaxBytes,
      onRequest: requireImageType,
      schema: {
        tags: STAFF_TAGS,
        operationId: "addStaffProductPhoto",
        summary: "Add a photo to a piece (the raw image as the body)",
        description: `${UPLOAD_DESCRIPTION} The photo is added after the piece's others and written to the audit log.`,
        params: StaffProductParamsSchema,
        response: { 200: StaffProductPhotosSchema, ...uploadErrors },
      },
    },
    async (request) => staffPhotos.add(signedInStaff(request), request.params.sno, uploadOf(request)),
  );

  app.put(
    "/products/:sno/photos",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "arrangeStaffProductPhotos",
        summary: "Reorder or remove a piece's photos",
        description:
          "ImagePath lists the photos to keep in their new order: each must be one of the piece's photos, none twice " +
          "(else 400). Photos left out are removed from the piece (their files stay: other pieces or orders may show " +
          "them). Written to the audit log.",
        params: StaffProductParamsSchema,
        body: StaffPhotoOrderSchema,
        response: { 200: StaffProductPhotosSchema, ...errors },
      },
    },
    async (request) =>
      staffPhotos.arrange(signedInStaff(request), request.params.sno, request.body.ImagePath),
  );

  app.post(
    "/media",
    {
      bodyLimit: STAFF_MEDIA_LIMITS.uploadMaxBytes,
      onRequest: requireImageType,
      schema: {
        tags: STAFF_TAGS,
        operationId: "storeStaffMedia",
        summary: "Store a picture for a banner or a list of the home page (the raw image as the body)",
        description: `${UPLOAD_DESCRIPTION} The answer is the path to give the list (PUT /api/v1/staff/home/…).`,
        querystring: StaffMediaQuerySchema,
        response: { 200: StaffMediaStoredSchema, ...uploadErrors },
      },
    },
    async (request) => ({ path: await storeUpload(db, store, uploadOf(request), request.query.kind) }),
  );
};
