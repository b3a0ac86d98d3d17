import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { OrderParamsSchema } from "@nagai/contracts/order";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type RequireUser, signedInUser } from "../auth/auth.public.ts";
import { STAFF_ERRORS, STAFF_TAGS } from "../staff/staff.public.ts";
import type { InvoicesService, OrderDocument } from "./invoices.service.ts";

/**
 * Chromium shows a PDF in a viewer page made around it under the answer's policy: the
 * `default-src 'none'` every other non-page answer gets leaves that viewer blank (as for the size
 * guides, decision 029). Framing stays refused. The documents name a shopper: never cached.
 */
const PDF_CSP = "frame-ancestors 'none'";

const pdfAnswer = (description: string) => ({
  description,
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
});

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

function sendPdf(reply: FastifyReply, document: OrderDocument, disposition: "inline" | "attachment") {
  return reply
    .type("application/pdf")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", PDF_CSP)
    .header("content-disposition", `${disposition}; filename="${document.filename}"`)
    .send(Buffer.from(document.bytes));
}

/** The staff's documents of any order (decision 045); registered behind requireStaff. */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    "/orders/:orderId/invoice",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffOrderInvoice",
        summary: "The order's GST tax invoice (PDF)",
        description:
          "Issued when the order ships (SHIPPED or DELIVERED), numbered in the financial year's gap-free " +
          "series; an order shipped without one gets it now. Before shipping: 409.",
        params: OrderParamsSchema,
        response: { 200: pdfAnswer("The invoice, A4"), ...errors, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.staffInvoice(request.params.orderId), "inline"),
  );

  app.get(
    "/orders/:orderId/packing-slip",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffOrderPackingSlip",
        summary: "The order's packing slip (PDF): pieces, tag numbers and address, no prices",
        description: "From PROCESSING on (PROCESSING, SHIPPED, DELIVERED); otherwise 409.",
        params: OrderParamsSchema,
        response: { 200: pdfAnswer("The packing slip, A4"), ...errors, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.packingSlip(request.params.orderId), "inline"),
  );
};

/** The shopper's invoice of their own order, once it has shipped. */
export const shopperInvoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  requireUser: RequireUser;
}> = async (app, { invoices, requireUser }) => {
  app.get(
    "/orders/:orderId/invoice",
    {
      preHandler: requireUser,
      schema: {
        tags: ["orders"],
        operationId: "getOrderInvoice",
        summary: "The GST tax invoice of one of the signed-in shopper's orders (PDF)",
        description:
          "Once the order has shipped (SHIPPED or DELIVERED); before that a 409. Another shopper's order is a 404.",
        params: OrderParamsSchema,
        response: {
          200: pdfAnswer("The invoice, A4, as a download"),
          ...errors,
          401: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoices.shopperInvoice(signedInUser(request).id, request.params.orderId),
        "attachment",
      ),
  );
};
