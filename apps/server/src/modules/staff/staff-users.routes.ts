import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  NewStaffMemberSchema,
  StaffMemberChangeSchema,
  StaffUserIdParamsSchema,
  StaffUserListSchema,
  StaffUserSchema,
} from "@nagai/contracts/staff-users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type StaffGuards, signedInStaff } from "./require-staff.ts";
import { STAFF_ERRORS, STAFF_TAGS } from "./staff.routes.ts";
import type { StaffUsersService } from "./staff-users.service.ts";

export interface StaffUsersRoutesOptions {
  staffUsers: StaffUsersService;
  requireAdmin: StaffGuards["requireAdmin"];
}

/**
 * The console's staff management (issue 25 items 1 and 8, decision 045): admins only. Registered
 * behind `requireStaff` (app.ts); `requireAdmin` answers other staff 403 before the body is used.
 */
export const staffUsersRoutes: FastifyPluginAsyncZod<StaffUsersRoutesOptions> = async (
  app,
  { staffUsers, requireAdmin },
) => {
  app.get(
    "/users",
    {
      onRequest: requireAdmin,
      schema: {
        tags: STAFF_TAGS,
        operationId: "listStaffUsers",
        summary: "Every staff member, enabled first (admin only)",
        response: { 200: StaffUserListSchema, ...STAFF_ERRORS },
      },
    },
    async () => ({ content: await staffUsers.list() }),
  );

  app.post(
    "/users",
    {
      onRequest: requireAdmin,
      schema: {
        tags: STAFF_TAGS,
        operationId: "addStaffUser",
        summary: "Add a staff member (admin only); audited as staff.add",
        description: "409 when the mobile number is a staff member's already.",
        body: NewStaffMemberSchema,
        response: {
          201: StaffUserSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staffUsers.add(request.body, signedInStaff(request))),
  );

  app.patch(
    "/users/:id",
    {
      onRequest: requireAdmin,
      schema: {
        tags: STAFF_TAGS,
        operationId: "changeStaffUser",
        summary:
          "Change a member's role, disable or enable them, or set a new password (admin only); audited",
        description:
          "A disable or a new password ends every session of the member. An admin cannot disable themselves " +
          "or change their own role (409).",
        params: StaffUserIdParamsSchema,
        body: StaffMemberChangeSchema,
        response: {
          200: StaffUserSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request) => staffUsers.change(request.params.id, request.body, signedInStaff(request)),
  );
};
