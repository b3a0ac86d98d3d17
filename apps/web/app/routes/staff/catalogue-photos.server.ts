import type { StaffProductPhotos } from "@nagai/contracts/staff-media";
import { STAFF_MEDIA_MESSAGES } from "@nagai/contracts/staff-media-texts";
import type { AppLoadContext } from "react-router";
import { ApiError } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { staffApi } from "../../lib/staff.server";

export interface PhotosResult {
  alert?: string;
  done?: string;
}

/**
 * Sends a picture's bytes to the staff API with the type the browser gave the file; the API tells
 * the picture by its bytes and answers 400, 413 or 415 with a message shown on the page.
 */
export async function uploadPicture(context: AppLoadContext, path: string, file: File): Promise<string> {
  const response = await context.fetchApi(`/api/v1/staff${path}`, {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : {};
  if (!response.ok)
    throw new ApiError(body.message ?? `The staff API answered ${response.status}`, response.status);
  return JSON.stringify(body);
}

/** A file the form sent, or undefined when none was chosen. */
export function chosenFile(form: FormData, name: string): File | undefined {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : undefined;
}

/**
 * The photos page's forms (issue 26 item 4): upload (multipart), move up, move down, remove. A
 * move or removal sends the whole new order (PUT), which the API checks against the piece's photos.
 */
export async function runPhotosAction(
  request: Request,
  context: AppLoadContext,
  sno: string,
): Promise<PhotosResult> {
  if (!/^\d{1,10}$/.test(sno)) return { alert: STAFF_MEDIA_MESSAGES.productNotFound };
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "upload") {
      const file = chosenFile(form, "photo");
      if (!file) return { alert: STAFF_MEDIA_MESSAGES.noFile };
      await uploadPicture(context, `/products/${sno}/photos`, file);
      return { done: STAFF_MEDIA_MESSAGES.added };
    }
    const path = String(form.get("path") ?? "");
    const { ImagePath: current } = await staffApi<StaffProductPhotos>(context, `/products/${sno}/photos`);
    const index = current.indexOf(path);
    if (index < 0) return { alert: STAFF_MEDIA_MESSAGES.unknownPhoto(path) };
    const next = [...current];
    if (intent === "remove") next.splice(index, 1);
    else if (intent === "up" && index > 0) [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    else if (intent === "down" && index < next.length - 1)
      [next[index + 1], next[index]] = [next[index]!, next[index + 1]!];
    else return {};
    await staffApi(context, `/products/${sno}/photos`, { method: "PUT", body: { ImagePath: next } });
    return { done: intent === "remove" ? "Photo removed" : "Photo moved" };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return { alert: error.message };
  }
}
