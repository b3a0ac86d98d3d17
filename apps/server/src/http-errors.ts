import { ERROR_CODES } from "@nagai/contracts/errors";

/** An error a service throws to answer the client with a status, a code and a clear message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.validation, message, fields);
/** 429 with Retry-After: the caller asked too often; `seconds` until a try may succeed. */
export const tooManyRequests = (seconds: number, message: string) =>
  new HttpError(429, ERROR_CODES.tooManyRequests, message, undefined, { "retry-after": String(seconds) });
