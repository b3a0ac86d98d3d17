import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { STAFF_TOKEN_COOKIE } from "@nagai/contracts/staff";
import {
  StaffLoginBodySchema,
  StaffOtpSentSchema,
  StaffSessionSchema,
  StaffVerifyOtpBodySchema,
} from "@nagai/contracts/staff-auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OPTIONAL_STAFF_SECURITY } from "../../plugins/openapi.ts";
import { readStaffToken } from "./require-staff.ts";
import { STAFF_TAGS } from "./staff.routes.ts";
import type { StaffAuthService } from "./staff-auth.service.ts";

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export interface StaffAuthRoutesOptions {
  staffAuth: StaffAuthService;
  /** STAFF_TOKEN_TTL_HOURS in seconds: the cookie lives as long as the token. */
  tokenTtlSeconds: number;
  /** PUBLIC_ORIGIN: an https origin marks the cookie Secure even on the console's in-process calls. */
  publicOrigin?: string;
}

/**
 * The staff cookie, made as the shoppers' is (auth.routes.ts): HttpOnly, SameSite=Lax, Path=/
 * (the console's pages and the API both read it), Secure over HTTPS or under an https PUBLIC_ORIGIN.
 */
function staffCookie(request: FastifyRequest, token: string, maxAgeSeconds: number, publicOrigin?: string) {
  const https = request.protocol === "https" || publicOrigin?.startsWith("https:") === true;
  const secure = https ? "; Secure" : "";
  return `${STAFF_TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Staff sign-in and logout (decision 045): the only staff routes outside `requireStaff`. */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (
  app,
  { staffAuth, tokenTtlSeconds, publicOrigin },
) => {
  app.post(
    "/auth/login",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "staffLogin",
        summary: "Staff sign-in, first step: the password; sends an OTP to the member's mobile",
        description:
          "A wrong password, an unknown number and a disabled member get the same 401. Attempts are " +
          "counted per address and per member (429 with Retry-After), and OTPs per number and address " +
          "as for shoppers.",
        security: [],
        body: StaffLoginBodySchema,
        response: { 200: StaffOtpSentSchema, ...errors },
      },
    },
    async (request) => staffAuth.login(request.body.phone, request.body.password, request.ip),
  );

  app.post(
    "/auth/verify-otp",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "staffVerifyOtp",
        summary:
          "Staff sign-in, second step: the OTP; answers the staff token and sets the staff_token cookie",
        security: [],
        body: StaffVerifyOtpBodySchema,
        response: { 200: StaffSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await staffAuth.verifyOtp(request.body.phone, request.body.otp, request.ip);
      return reply
        .header("set-cookie", staffCookie(request, session.token, tokenTtlSeconds, publicOrigin))
        .send(session);
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags: STAFF_TAGS,
        operationId: "staffLogout",
        summary: "End the staff session: its token is refused from now on, and the cookie is cleared",
        description: "Without a token (or with one no longer valid) it answers the same.",
        security: OPTIONAL_STAFF_SECURITY,
        response: { 204: z.null().describe("No body"), 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await staffAuth.logout(readStaffToken(request));
      return reply
        .header("set-cookie", staffCookie(request, "", 0, publicOrigin))
        .code(204)
        .send(null);
    },
  );
};
