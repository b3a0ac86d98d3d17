import { isUtf8 } from "node:buffer";
import {
  DELIVERY_LIMITS,
  PincodeImportQuerySchema,
  PincodeImportReportSchema,
  PincodeSearchQuerySchema,
  PincodeSearchSchema,
} from "@nagai/contracts/delivery";
import { ERROR_CODES, ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, HttpError } from "../../http-errors.ts";
import { NOT_UTF8_MESSAGE } from "../../plugins/input-guard.ts";
import { STAFF_ERRORS, STAFF_TAGS, type StaffMember, signedInStaff } from "../staff/staff.public.ts";
import type { DeliveryService } from "./delivery.service.ts";

const CSV = "text/csv";
const csvContent = (description: string) => ({
  description,
  content: { [CSV]: { schema: z.string() } },
});

/** Refuses any body but CSV before it is read (415), so a wrong upload costs nothing. */
async function requireCsv(request: FastifyRequest): Promise<void> {
  const type = String(request.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (type !== CSV) {
    throw new HttpError(
      415,
      ERROR_CODES.validation,
      `Send the PIN codes as ${CSV} (columns pincode,district,state,metro,cod)`,
    );
  }
}

/**
 * The staff's list of PIN codes (decision 048), registered inside the staff context's `signedIn`:
 * any staff member searches and exports it; only an admin imports, since an import decides where
 * the shop delivers.
 */
export const staffPincodeRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService;
  requireAdmin: (request: FastifyRequest) => Promise<void>;
}> = async (app, { delivery, requireAdmin }) => {
  // Only in this plugin: the import's body is the file, as a spreadsheet saves it.
  app.addContentTypeParser(
    CSV,
    { parseAs: "buffer", bodyLimit: DELIVERY_LIMITS.importMaxBytes },
    (_request, body, done) => {
      if (!isUtf8(body as Buffer)) return done(badRequest(NOT_UTF8_MESSAGE), undefined);
      done(null, (body as Buffer).toString("utf8"));
    },
  );

  app.get(
    "/pincodes",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "searchStaffPincodes",
        summary: "Search the PIN codes the shop delivers to",
        querystring: PincodeSearchQuerySchema,
        response: { 200: PincodeSearchSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => delivery.search(request.query.q),
  );

  app.get(
    "/pincodes/export",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "exportStaffPincodes",
        summary: "Every PIN code as CSV (pincode,district,state,metro,cod), the import's own format",
        response: { 200: csvContent("The list, by PIN code; UTF-8, CRLF lines"), ...STAFF_ERRORS },
      },
    },
    async (_request, reply) =>
      reply
        .type(`${CSV}; charset=utf-8`)
        .header("cache-control", "private, no-store")
        .header("content-disposition", 'attachment; filename="pincodes.csv"')
        .send(await delivery.exportCsv()),
  );

  app.post(
    "/pincodes/import",
    {
      onRequest: [requireAdmin, requireCsv],
      bodyLimit: DELIVERY_LIMITS.importMaxBytes,
      schema: {
        tags: STAFF_TAGS,
        operationId: "importStaffPincodes",
        summary:
          "Replace the list of PIN codes with a CSV file (admin only); dryRun=true reports without changing",
        description:
          "Columns pincode,district,state,metro,cod (metro and cod: yes/no, true/false or 1/0). The file " +
          "replaces the whole list: a PIN code not in it is removed. The report lists, line by line, what is " +
          "added or changed, what is removed, and every refused row with its reason; any refused row refuses " +
          "the whole file (422 with the report) and changes nothing. An import is one transaction with its " +
          "audit entry (pincodes.import).",
        consumes: [CSV],
        querystring: PincodeImportQuerySchema,
        body: z.string().describe("The CSV file, UTF-8, at most 5 MB"),
        response: {
          200: PincodeImportReportSchema,
          413: ErrorResponseSchema.describe("The file is larger than 5 MB"),
          415: ErrorResponseSchema.describe("The body is not text/csv"),
          422: PincodeImportReportSchema.describe("Rows were refused: nothing changed"),
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const staff: StaffMember = signedInStaff(request);
      const { statusCode, report } = await delivery.importFile(
        request.body,
        request.query.dryRun === "true",
        staff,
      );
      return reply.code(statusCode).send(report);
    },
  );
};
