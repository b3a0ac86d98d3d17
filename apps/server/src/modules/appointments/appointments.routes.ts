import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MESSAGES,
  AppointmentBodySchema,
  AppointmentBookedSchema,
} from "@nagai/contracts/appointment";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { APPOINTMENTS_PER_NUMBER_PER_HOUR, type AppointmentsService } from "./appointments.service.ts";

export const appointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: AppointmentsService;
  perAddressPerHour: number;
}> = async (app, { appointments, perAddressPerHour }) => {
  app.post(
    "/video-appointments/upload",
    {
      schema: {
        tags: ["appointments"],
        summary: "Book a virtual video shopping appointment",
        description:
          "Every field but message is required; a field that breaks a rule is a 400 naming it with the spec's " +
          `message ("Name is required", "Please enter a valid email", "{Field} is required"). Categories: ` +
          `${APPOINTMENT_CATEGORIES.join(", ")}; languages: ${APPOINTMENT_LANGUAGES.join(", ")}. The date is today ` +
          "or later in India (Asia/Kolkata). The booking is stored, then the shop and the shopper are told by " +
          "mail and SMS in the background: a failed send is logged and the answer is still 201. " +
          `At most ${perAddressPerHour} bookings an hour from one address and ${APPOINTMENTS_PER_NUMBER_PER_HOUR} ` +
          `naming one mobile number, then 429 with Retry-After ("${APPOINTMENT_MESSAGES.tooManyRequests}").`,
        body: AppointmentBodySchema,
        response: { 201: AppointmentBookedSchema, 429: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await appointments.book(request.body, request.ip)),
  );
};
