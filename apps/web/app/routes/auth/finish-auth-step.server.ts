import { data, redirect } from "react-router";
import { type Done, ENHANCED_FIELD } from "../../components/form/form-parts";

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

/** The spec: a token from the server must have three dot-separated parts (a JWT). */
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[^.\s]+\.[^.\s]+\.[^.\s]+$/.test(value);
}
