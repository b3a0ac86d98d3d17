import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLocalRequest } from "../../plugins/local-request.ts";
import type { MailOutboxMessage } from "./mail.ts";

const MailOutboxMessageSchema = z
  .object({
    channel: z.literal("mail"),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    replyTo: z.string().optional(),
    time: z.string(),
  })
  .meta({ id: "MailOutboxMessage" });

/** GET /dev/mail-outbox: the outbox provider's mails, newest first, once the mails due are sent, to this machine only. */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{
  read: () => Promise<MailOutboxMessage[]>;
  trustProxy: boolean | string;
}> = async (app, { read, trustProxy }) => {
  app.get(
    "/dev/mail-outbox",
    {
      schema: {
        tags: ["development"],
        summary: "Latest mails of the outbox mail provider, to a request from this machine only",
        response: { 200: z.object({ data: z.array(MailOutboxMessageSchema) }), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // The same 404 as any unknown path: nothing tells another machine that the route exists.
      if (!isLocalRequest(request, trustProxy)) {
        reply.callNotFound();
        return reply;
      }
      return { data: await read() };
    },
  );
};
