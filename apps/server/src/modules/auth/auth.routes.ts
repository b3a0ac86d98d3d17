import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  OutboxMessageSchema,
  ProfileSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  TOKEN_COOKIE,
  VerifyOtpQuerySchema,
  VerifyOtpResponseSchema,
} from "@nagai/contracts/auth";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLocalRequest } from "../../plugins/local-request.ts";
import { OPTIONAL_SESSION_SECURITY } from "../../plugins/openapi.ts";
import type { OutboxMessage } from "../../providers/sms/sms.public.ts";
import type { AuthService } from "./auth.service.ts";
import { type RequireUser, readToken, signedInUser } from "./require-user.ts";

const tags = ["accounts"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export interface AuthRoutesOptions {
  auth: AuthService;
  requireUser: RequireUser;
  tokenTtlSeconds: number;
  /** PUBLIC_ORIGIN: an https origin marks the cookie Secure even on the storefront's in-process calls. */
  publicOrigin?: string;
  /**
   * The console SMS provider's messages, when it is the provider, once the messages due are sent;
   * GET /dev/outbox then shows them to a request from this very machine only (see `isLocalRequest`).
   */
  outbox?: () => Promise<OutboxMessage[]>;
  /** TRUST_PROXY: with a proxy in front, every request arrives from a local socket. */
  trustProxy: boolean | string;
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's form posts
 * with it), Secure over HTTPS: the request's own, or the shop's public origin, since the
 * storefront's calls arrive in-process over plain HTTP.
 */
function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number, publicOrigin?: string) {
  const https = request.protocol === "https" || publicOrigin?.startsWith("https:") === true;
  const secure = https ? "; Secure" : "";
  return `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, requireUser, tokenTtlSeconds, publicOrigin, outbox, trustProxy },
) => {
  const startSession = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.header("set-cookie", sessionCookie(request, token, tokenTtlSeconds, publicOrigin));

  app.post(
    "/auth/user/register",
    {
      schema: {
        tags,
        summary: "Create an account and send an OTP to its number",
        description:
          "`roles` is accepted and ignored: every account is ROLE_USER. A match of a verified account or of a " +
          "registration awaiting its OTP, by number, e-mail or username, is a 409 whose message says " +
          '"already exists"; a registration not verified within the OTP\'s 10 minutes expires and frees them.',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body, request.ip)),
  );

  app.post(
    "/auth/user/verify-otp",
    {
      schema: {
        tags,
        summary: "Prove the number with the registration OTP; signs in",
        querystring: VerifyOtpQuerySchema,
        response: { 200: VerifyOtpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await auth.verifyRegistration(
        request.query.contactNumber,
        request.query.otp,
        request.ip,
      );
      return startSession(request, reply, answer.token).send(answer);
    },
  );

  app.post(
    "/auth/user/resend-otp",
    {
      schema: {
        tags,
        summary: "Send the registration OTP again",
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => auth.resendRegistrationOtp(request.body.contactNumber, request.ip),
  );

  app.post(
    "/auth/user/login",
    {
      schema: {
        tags,
        summary: "Sign in with a mobile number, e-mail or username and the password",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await auth.login(request.body, request.ip);
      return startSession(request, reply, answer.token).send(answer);
    },
  );

  app.post(
    "/auth/user/forgot-password",
    {
      schema: {
        tags,
        summary: "Send a password-reset OTP",
        description: "The same answer whether or not the number has an account.",
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => auth.forgotPassword(request.body.contactNumber, request.ip),
  );

  app.post(
    "/auth/user/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with the reset OTP; ends every session",
        description: "The same answers for a number with or without an account.",
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.resetPassword(request.body.contactNumber, request.body.otp, request.body.newPassword, request.ip),
  );

  app.post(
    "/auth/user/logout",
    {
      schema: {
        tags,
        summary: "End the session: its token is refused from now on, and the cookie is cleared",
        description:
          "Without a token (or with one no longer valid) it answers the same: the cookie is cleared.",
        security: OPTIONAL_SESSION_SECURITY,
        response: { 204: z.null().describe("No body") },
      },
    },
    async (request, reply) => {
      await auth.logout(readToken(request));
      return reply
        .header("set-cookie", sessionCookie(request, "", 0, publicOrigin))
        .code(204)
        .send(null);
    },
  );

  app.post(
    "/user/change-password",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Change the password; ends every other session",
        description:
          "The new session's token comes in the body (`token`, as login answers it) for a client that sends " +
          "it as Bearer, and as the cookie `user_token` for the web; every older token is refused from then on.",
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await auth.changePassword(
        signedInUser(request),
        request.body.oldPassword,
        request.body.newPassword,
      );
      return startSession(request, reply, answer.token).send(answer);
    },
  );

  app.get(
    "/user/profile",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in account",
        response: { 200: ProfileSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => auth.profile(signedInUser(request)),
  );

  if (outbox) {
    app.get(
      "/dev/outbox",
      {
        schema: {
          tags: ["development"],
          summary: "Latest messages of the console SMS provider, to a request from this machine only",
          response: { 200: z.object({ data: z.array(OutboxMessageSchema) }), 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        // The same 404 as any unknown path: nothing tells another machine that the route exists.
        if (!isLocalRequest(request, trustProxy)) {
          reply.callNotFound();
          return reply;
        }
        return { data: await outbox() };
      },
    );
  }
};
