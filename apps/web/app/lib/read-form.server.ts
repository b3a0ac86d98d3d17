import { data } from "react-router";

/** Shown by the root's error boundary (root.tsx) with the 400. */
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and send it again.";

/**
 * An action's form. The server lets only urlencoded and multipart bodies of at most 1 MB reach an
 * action (plugins/page-requests.ts, decision 011), but a multipart body can still be broken
 * (a crafted boundary, a cut-off part): that is the sender's fault, a 400, not the server's 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM, { status: 400 });
  }
}
