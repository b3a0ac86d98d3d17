import { ERROR_CODES, ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  ImportReportSchema,
  STAFF_PRODUCT_LIMITS,
  STAFF_PRODUCT_MESSAGES,
  StaffProductImportQuerySchema,
  StaffProductInputSchema,
  StaffProductListQuerySchema,
  StaffProductListSchema,
  StaffProductParamsSchema,
  StaffProductSchema,
} from "@nagai/contracts/staff-products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../http-errors.ts";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import type { StaffProducts } from "./staff-products.service.ts";
import { type createProductsCsv, ImportRefused } from "./staff-products-import.ts";

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, ...STAFF_ERRORS };
const writeErrors = { ...errors, 409: ErrorResponseSchema };

/**
 * The catalogue in the staff console (issue 26 item 4, decision 049), registered behind
 * requireStaff. Takes `text/csv` bodies (the import) in this plugin only.
 */
export const staffProductRoutes: FastifyPluginAsyncZod<{
  staffProducts: StaffProducts;
  productsCsv: ReturnType<typeof createProductsCsv>;
}> = async (app, { staffProducts, productsCsv }) => {
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "string", bodyLimit: STAFF_PRODUCT_LIMITS.maxCsvBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/products",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "listStaffProducts",
        summary: "Every piece, newest first, searched by TAGNO, HUID or name, a page at a time",
        description: "Off-sale pieces too. Pages are zero-based.",
        querystring: StaffProductListQuerySchema,
        response: { 200: StaffProductListSchema, ...errors },
      },
    },
    async (request) => staffProducts.list(request.query),
  );

  app.post(
    "/products",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "createStaffProduct",
        summary: "Create a piece: its fields, pricing, stock and whether it is for sale",
        description:
          "400 with `fields` naming each bad field (unknown category or sub-item, purity, a weighed piece's " +
          "weight or missing rate, charges, a tag piece's tag price, HUID, stock over 1 with a HUID, a price " +
          "over ₹1 crore, TAGNO or HUID another piece holds). The answer is the piece, priced at today's rate.",
        body: StaffProductInputSchema,
        response: { 201: StaffProductSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staffProducts.create(signedInStaff(request), request.body)),
  );

  app.get(
    "/products/export",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "exportStaffProducts",
        summary: "Every piece as CSV (text/csv): the import's columns, then SNO, GrandTotal and ImagePath",
        description:
          "Cells starting with = + - @ are written with a leading ' so a spreadsheet never runs them; the " +
          "import takes that quote off again, so an export imported back changes nothing.",
        response: {
          200: {
            description: "CSV, a header row then one row per piece",
            content: { "text/csv": { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="pieces.csv"')
        .send(await productsCsv.exportCsv()),
  );

  app.post(
    "/products/import",
    {
      bodyLimit: STAFF_PRODUCT_LIMITS.maxCsvBytes,
      onRequest: async (request) => {
        const type = String(request.headers["content-type"] ?? "")
          .split(";")[0]!
          .trim()
          .toLowerCase();
        if (type !== "text/csv")
          throw new HttpError(415, ERROR_CODES.validation, STAFF_PRODUCT_MESSAGES.csvOnly);
      },
      schema: {
        tags: STAFF_TAGS,
        operationId: "importStaffProducts",
        summary: "Import pieces from CSV (text/csv), matched by TAGNO: a dry run by default",
        description:
          "Rows whose TAGNO exists update that piece; others create one. The report lists, row by row, what " +
          "will be created or changed (the changed fields) and each bad row's line and reasons. dryRun=false " +
          "imports only when no row is bad, in one transaction; otherwise 422 with the same report and " +
          `nothing changes. At most ${STAFF_PRODUCT_LIMITS.maxCsvRows} rows and 8 MB (413); only text/csv (415).`,
        querystring: StaffProductImportQuerySchema,
        consumes: ["text/csv"],
        body: z.string().describe("CSV with a header row"),
        response: {
          200: ImportReportSchema,
          422: ImportReportSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      try {
        return await productsCsv.importCsv(
          signedInStaff(request),
          request.body,
          request.query.dryRun === "true",
        );
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(422).send(error.report);
        throw error;
      }
    },
  );

  app.get(
    "/products/:sno",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffProduct",
        summary: "One piece: every field, its pricing inputs, stock, what it comes to now, photos and audit",
        params: StaffProductParamsSchema,
        response: { 200: StaffProductSchema, ...errors },
      },
    },
    async (request) => staffProducts.detail(request.params.sno),
  );

  app.put(
    "/products/:sno",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "updateStaffProduct",
        summary: "Change a piece: every field, as POST takes them",
        description: "Checked as POST is. The audit entry holds the changed fields before and after.",
        params: StaffProductParamsSchema,
        body: StaffProductInputSchema,
        response: { 200: StaffProductSchema, ...writeErrors },
      },
    },
    async (request) => staffProducts.update(signedInStaff(request), request.params.sno, request.body),
  );

  app.delete(
    "/products/:sno",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "deleteStaffProduct",
        summary: "Delete a piece and its stock",
        description: "409 when an order holds the piece: mark it not for sale instead.",
        params: StaffProductParamsSchema,
        response: { 204: z.null().describe("Deleted"), ...writeErrors },
      },
    },
    async (request, reply) => {
      await staffProducts.remove(signedInStaff(request), request.params.sno);
      return reply.code(204).send(null);
    },
  );
};
