import {
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
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
import { ERROR_CODES, ErrorResponseSchema } from "@nagai/contracts/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import type { AuthService, User } from "./auth.service.ts";
import { readOutbox } from "./sms.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account, set by `requireUser` on personal routes. */
    user?: User;
  }
}

const tags = ["accounts"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  502: ErrorResponseSchema,
};
const OUTBOX_SIZE = 50;

export interface AuthRoutesOptions {
  auth: AuthService;
  db: Database;
  tokenTtlSeconds: number;
  /** PUBLIC_ORIGIN: an https origin marks the cookie Secure even on the storefront's in-process calls. */
  publicOrigin?: string;
  /** The development outbox is served only outside production. */
  outbox: boolean;
}

/** The token of a request: `Authorization: Bearer` (the mobile app), else the `user_token` cookie (the web). */
export function readToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
  for (const part of request.headers.cookie?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
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
  { auth, db, tokenTtlSeconds, publicOrigin, outbox },
) => {
  const startSession = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.header("set-cookie", sessionCookie(request, token, tokenTtlSeconds, publicOrigin));

  async function requireUser(request: FastifyRequest) {
    const token = readToken(request);
    const user = token ? await auth.authenticate(token) : undefined;
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.notAuthenticated);
    request.user = user;
  }

  app.post(
    "/auth/user/register",
    {
      schema: {
        tags,
        summary: "Create an account and send an OTP to its number",
        description:
          "`roles` is accepted and ignored: every account is ROLE_USER. An unverified registration of the same " +
          "number may be made again; any other match of number, e-mail or username is a 409.",
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
      const answer = await auth.verifyRegistration(request.query.contactNumber, request.query.otp);
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
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) =>
      auth.resetPassword(request.body.contactNumber, request.body.otp, request.body.newPassword),
  );

  app.post(
    "/auth/user/logout",
    { schema: { tags, summary: "End the web session (clears the cookie)", response: { 204: z.null() } } },
    async (request, reply) =>
      reply
        .header("set-cookie", sessionCookie(request, "", 0, publicOrigin))
        .code(204)
        .send(null),
  );

  app.post(
    "/user/change-password",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Change the password; ends every other session",
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, body } = await auth.changePassword(
        request.user!,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return startSession(request, reply, token).send(body);
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
    async (request) => auth.profile(request.user!),
  );

  if (outbox) {
    app.get(
      "/dev/outbox",
      {
        schema: {
          tags: ["development"],
          summary: "Latest messages of the console SMS provider (not in production)",
          response: { 200: z.object({ data: z.array(OutboxMessageSchema) }) },
        },
      },
      async () => ({ data: await readOutbox(db, OUTBOX_SIZE) }),
    );
  }
};
