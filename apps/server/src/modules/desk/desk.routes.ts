import { ErrorResponseSchema } from "@nagai/contracts/errors";
import {
  APPOINTMENT_MARKS,
  AppointmentIdParamsSchema,
  AppointmentMarkSchema,
  MessageIdParamsSchema,
  MessageMarkSchema,
  StaffAppointmentListSchema,
  StaffAppointmentSchema,
  StaffAppointmentsQuerySchema,
  StaffMessageListSchema,
  StaffMessageSchema,
  StaffMessagesQuerySchema,
  StaffSummarySchema,
} from "@nagai/contracts/staff-desk";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppointmentsDesk } from "../appointments/appointments.public.ts";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import type { DeskService } from "./desk.service.ts";

const WITH_400 = { 400: ErrorResponseSchema, ...STAFF_ERRORS };

/**
 * The console's desk (issue 25 items 5, 6 and 8; decision 045): bookings, messages and the home's
 * figures. Registered inside the staff context's `signedIn`, whose onRequest hook refuses a request
 * without a staff session before any of these runs; any staff member may use them.
 */
export const deskRoutes: FastifyPluginAsyncZod<{
  desk: DeskService;
  appointments: AppointmentsDesk;
}> = async (app, { desk, appointments }) => {
  app.get(
    "/appointments",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffAppointments",
        summary: "The video bookings, by India date, with their marks and audit",
        querystring: StaffAppointmentsQuerySchema,
        response: { 200: StaffAppointmentListSchema, ...WITH_400 },
      },
    },
    async (request) => appointments.list(request.query),
  );

  app.patch(
    "/appointments/:id",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "patchStaffAppointmentsById",
        summary: "Mark a video booking called, done or no answer, with a note",
        description:
          `status: one of ${APPOINTMENT_MARKS.join(", ")}; note replaces the booking's note (empty or absent ` +
          "clears it). Recorded in the audit log with the mark before and after (action appointment.update).",
        params: AppointmentIdParamsSchema,
        body: AppointmentMarkSchema,
        response: { 200: StaffAppointmentSchema, 404: ErrorResponseSchema, ...WITH_400 },
      },
    },
    async (request) => appointments.mark(request.params.id, request.body, signedInStaff(request)),
  );

  app.get(
    "/messages",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffMessages",
        summary: "Contact messages and subscriptions in one inbox, newest first",
        querystring: StaffMessagesQuerySchema,
        response: { 200: StaffMessageListSchema, ...WITH_400 },
      },
    },
    async (request) => desk.listMessages(request.query),
  );

  app.patch(
    "/messages/:id",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "patchStaffMessagesById",
        summary: "Mark a contact message or subscription answered (or not)",
        description:
          "The id names the kind: `contact-12`, `subscription-5`. Recorded in the audit log with the state " +
          "before and after (action message.update).",
        params: MessageIdParamsSchema,
        body: MessageMarkSchema,
        response: { 200: StaffMessageSchema, 404: ErrorResponseSchema, ...WITH_400 },
      },
    },
    async (request) => desk.markMessage(request.params.id, request.body.answered, signedInStaff(request)),
  );

  app.get(
    "/summary",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "getStaffSummary",
        summary: "The console home's figures: orders and sales, waiting work, bookings and messages",
        description:
          "Days are India's (Asia/Kolkata): today from midnight, the month from its first, the week from " +
          "Monday. A sale is an order not cancelled that is cash, or online and paid.",
        response: { 200: StaffSummarySchema, ...STAFF_ERRORS },
      },
    },
    async () => desk.summary(),
  );
};
