import { HOME_LISTS, type HomeListName, STAFF_MEDIA_MESSAGES } from "@nagai/contracts/staff-media-texts";
import type { AppLoadContext } from "react-router";
import { ApiError } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { staffApi } from "../../lib/staff.server";
import { HOME_FIELDS } from "./catalogue-home-fields";
import { chosenFile, uploadPicture } from "./catalogue-photos.server";

export interface HomeResult {
  /** The list whose form the answer is for. */
  list: string;
  alert?: string;
  done?: string;
}

type Item = Record<string, unknown>;

/** An item as the form sent it; a new picture is uploaded first (POST /api/v1/staff/media). */
async function readItem(context: AppLoadContext, list: HomeListName, form: FormData): Promise<Item> {
  const item: Item = {};
  for (const field of HOME_FIELDS[list]) {
    const value = String(form.get(field.name) ?? "");
    if (field.type === "image") {
      const file = chosenFile(form, `${field.name}File`);
      item[field.name] = file
        ? JSON.parse(await uploadPicture(context, "/media?kind=banner", file)).path
        : value;
      if (!item[field.name]) throw new ApiError(STAFF_MEDIA_MESSAGES.noFile, 400);
    } else if (field.type === "number") {
      item[field.name] = value.trim() === "" && field.optional ? null : Number(value);
    } else {
      item[field.name] = value.trim() === "" && field.optional ? null : value;
    }
  }
  return item;
}

/**
 * The home page's forms (issue 26 item 4): save, add, move up, move down, remove one item. Each
 * sends the whole list in its new order (PUT /api/v1/staff/home/{list}), which the API checks and
 * writes in one transaction with its audit entry.
 */
export async function runHomeAction(request: Request, context: AppLoadContext): Promise<HomeResult> {
  const form = await readForm(request);
  const list = String(form.get("list") ?? "");
  if (!(list in HOME_LISTS)) return { list, alert: "The form could not be read. Please reload the page" };
  const name = list as HomeListName;
  const intent = String(form.get("intent") ?? "");
  const index = Number(form.get("index") ?? -1);
  try {
    const { items } = await staffApi<{ items: Item[] }>(context, `/home/${name}`);
    const next = [...items];
    if (intent === "add") next.push(await readItem(context, name, form));
    else if (!Number.isInteger(index) || index < 0 || index >= items.length)
      return { list, alert: "That item is no longer in the list. Please reload the page" };
    else if (intent === "save") next[index] = await readItem(context, name, form);
    else if (intent === "remove") next.splice(index, 1);
    else if (intent === "up" && index > 0) [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    else if (intent === "down" && index < next.length - 1)
      [next[index + 1], next[index]] = [next[index]!, next[index + 1]!];
    else return { list };
    await staffApi(context, `/home/${name}`, { method: "PUT", body: { items: next } });
    return { list, done: STAFF_MEDIA_MESSAGES.saved };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return { list, alert: error.message };
  }
}
