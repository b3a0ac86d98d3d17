import { MAKING_KINDS, PURITY_NAMES } from "@nagai/contracts/purities";
import { STAFF_PRODUCT_FIELDS } from "@nagai/contracts/staff-product-texts";
import { type AppLoadContext, redirect } from "react-router";
import { staffLoginHref } from "../../../lib/staff.server";

export interface ApiAnswer<T> {
  status: number;
  ok: boolean;
  body: T & { message?: string; fields?: Record<string, string> };
}

/**
 * The catalogue pages' calls to the staff API (decision 049): JSON or CSV bodies, and the answer
 * whatever its status, so a page shows the API's field messages beside its fields. A session
 * that ended meanwhile (401) sends the member to sign in and back here.
 */
export async function catalogueApi<T>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; json?: unknown; csv?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.csv !== undefined) {
    headers["content-type"] = "text/csv";
    body = init.csv;
  }
  const response = await context.fetchApi(`/api/v1/staff${path}`, {
    method: init.method ?? "GET",
    headers,
    body,
  });
  if (response.status === 401) {
    const url = new URL(request.url);
    throw redirect(staffLoginHref(url.pathname));
  }
  const answer = response.headers.get("content-type")?.includes("json") ? await response.json() : {};
  return { status: response.status, ok: response.ok, body: answer };
}

/** The choices of the piece form's lists, from the contracts (read on the server: no Zod in the page). */
export function pieceChoices() {
  return {
    purities: [...PURITY_NAMES],
    makingKinds: [...MAKING_KINDS],
  };
}
export type PieceChoices = ReturnType<typeof pieceChoices>;

const NUMBER_FIELDS = new Set([
  "ITEMID",
  "NETWT",
  "SizeId",
  "MetalId",
  "MRP",
  "makingValue",
  "stoneCharges",
  "otherCharges",
  "tagPrice",
  "stock",
]);
const FLAG_FIELDS = ["NewArrival", "Top_Trending", "BestDesign", "Featured"] as const;

/**
 * A piece form's fields as the API takes them: numbers as numbers (text that is none is sent as
 * it is, for the API to name the field), blank numbers as null, the check boxes as YES/NO and true/false.
 * Both sets of pricing fields are sent; the API ignores the set the piece's pricing does not use.
 */
export function pieceBody(form: FormData): { body: Record<string, unknown>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const field of STAFF_PRODUCT_FIELDS) {
    const raw = form.get(field);
    const text = typeof raw === "string" ? raw : "";
    values[field] = text;
    if ((FLAG_FIELDS as readonly string[]).includes(field)) body[field] = text ? "YES" : "NO";
    else if (field === "forSale") body[field] = text !== "";
    else if (NUMBER_FIELDS.has(field)) {
      const trimmed = text.trim();
      body[field] = trimmed === "" ? null : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
    } else body[field] = text;
  }
  if (body.stock === null) body.stock = 0;
  return { body, values };
}
