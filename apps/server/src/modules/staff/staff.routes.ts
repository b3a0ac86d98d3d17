import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { StaffMeSchema } from "@nagai/contracts/staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInStaff } from "./require-staff.ts";

export const STAFF_TAGS = ["staff"];
/** What every signed-in staff route may answer besides its own (requireStaff runs first). */
export const STAFF_ERRORS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 503: ErrorResponseSchema };

/** The signed-in staff member: the console's pages ask it first (registered behind requireStaff). */
export const staffMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffMe",
        summary: "The signed-in staff member",
        response: { 200: StaffMeSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => signedInStaff(request),
  );
};
