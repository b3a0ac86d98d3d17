import { type AppLoadContext, data, redirect } from "react-router";
import { API_BASE } from "../../lib/api";
import { type Done, ENHANCED_FIELD } from "./form-parts";
import { type FieldErrors, readFieldErrors } from "./validation";

/** What the auth pages need from one API answer. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
  /** The API's Set-Cookie lines (the session cookie), to pass on with the page's own answer. */
  cookies: Headers;
}

/** A form's failure as the page shows it: messages under fields, or one alert above the form. */
export interface FormFailure {
  fields?: FieldErrors;
  alert?: string;
}

/**
 * POSTs to the API in-process. `body` goes as JSON; `query` in the URL (verify-otp takes its
 * values there). With neither, no content type is sent: the API refuses an empty JSON body.
 */
export async function postToApi(
  context: AppLoadContext,
  path: string,
  { body, query }: { body?: Record<string, unknown>; query?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const search = query ? `?${new URLSearchParams(query)}` : "";
  const headers: Record<string, string> = { accept: "application/json" };
  const init: { method: string; headers: Record<string, string>; body?: string } = {
    method: "POST",
    headers,
  };
  if (body) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await context.fetchApi(`${API_BASE}${path}${search}`, init);
  const cookies = new Headers();
  for (const line of response.headers.getSetCookie()) cookies.append("set-cookie", line);
  let parsed: unknown = null;
  if (response.status !== 204) parsed = await response.json().catch(() => null);
  const answerBody = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { ok: response.ok, status: response.status, body: answerBody, cookies };
}

/**
 * A refused request as the page shows it: the API's field messages (the spec's texts) under their
 * fields when it sent them, else its message, else the spec's `fallback` ("Login failed",
 * "Signup failed", ...). A server fault shows the fallback: its text is not for shoppers.
 */
export function readFailure(answer: ApiAnswer, fallback: string): FormFailure {
  const fields = readFieldErrors(answer.body.fields);
  if (fields) return { fields };
  const { message } = answer.body;
  if (answer.status < 500 && typeof message === "string" && message !== "") return { alert: message };
  return { alert: fallback };
}

/**
 * The end of a step that leaves the page (logged in, verified, password reset). A form posted
 * before hydration gets a plain redirect. A hydrated one gets `done`: the page shows the spec's
 * toast and then navigates, since a toast cannot travel in a redirect (and a flash cookie would
 * keep pages out of the server's cache).
 */
export function finishAuthStep(form: FormData, done: Done, cookies?: Headers) {
  const headers = cookies ?? new Headers();
  if (form.get(ENHANCED_FIELD) !== "1") return redirect(done.to, { headers });
  return data({ done }, { headers });
}
