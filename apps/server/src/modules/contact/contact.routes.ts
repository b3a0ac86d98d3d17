import { CONTACT_MESSAGES, ContactBodySchema, ContactSentSchema } from "@nagai/contracts/contact";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContactService } from "./contact.service.ts";

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  perAddressPerHour: number;
}> = async (app, { contact, perAddressPerHour }) => {
  app.post(
    "/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send the contact form's message to the shop",
        description:
          "Our own call in place of the spec's external mail script. name, email and message (the form's " +
          "comment) are required; phone and subject optional; isVerified is ignored. The message is stored, " +
          "then mailed to the shop in the background: a failed send is logged and the answer is still 201 " +
          `with the message's id. At most ${perAddressPerHour} an hour from one address, then 429 ` +
          `("${CONTACT_MESSAGES.tooManyRequests}").`,
        body: ContactBodySchema,
        response: { 201: ContactSentSchema, 429: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.send(request.body, request.ip)),
  );
};
