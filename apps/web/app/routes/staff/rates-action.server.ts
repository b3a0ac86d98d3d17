import type { RateJump } from "@nagai/contracts/rates";
import type { AppLoadContext } from "react-router";
import { readForm } from "../../lib/read-form.server";
import type { RatesResult } from "./rates";

/** Rupees with at most two decimals, as the API takes them; anything else is the field's message. */
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const RATE_MESSAGE = "Give rupees per gram above 0, with at most two decimals, like 13090.50";

/**
 * The /staff/rates forms' action (decision 046): the change form sends every metal's rate with
 * the rate it showed (`was-N`), the confirmation form sends both again with `confirm`, and the
 * admins' form one new metal. A blank rate, or one still as shown, changes nothing: only what this
 * member typed reaches the API, so a rate another member changed after the page was loaded is not
 * set back to the value this page showed. The API checks everything again, answers 409 with the
 * jumps to confirm, and audits the change. Kept on the server: no schema reaches the browser.
 */
export async function runRatesAction(request: Request, context: AppLoadContext): Promise<RatesResult> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const formName = intent === "add" ? "add" : "change";
  const rates: Record<string, number> = {};
  const values: Record<string, string> = {};
  const shown: Record<string, string> = {};
  const fields: Record<string, string> = {};
  if (intent === "add") {
    const metal = String(form.get("metal") ?? "").trim();
    const rate = String(form.get("rate") ?? "").trim();
    values.metal = metal;
    values.rate = rate;
    if (!/^[A-Za-z][A-Za-z0-9 ]{0,29}$/.test(metal)) {
      fields.metal = "Letters, digits and spaces (up to 30), starting with a letter, like Platinum";
    }
    if (!RUPEES.test(rate) || Number(rate) <= 0) fields.rate = RATE_MESSAGE;
    rates[metal] = Number(rate);
  } else if (intent === "change" || intent === "confirm") {
    for (let index = 0; form.has(`metal-${index}`); index++) {
      const metal = String(form.get(`metal-${index}`));
      const rate = String(form.get(`rate-${index}`) ?? "").trim();
      const was = String(form.get(`was-${index}`) ?? "").trim();
      values[metal] = rate;
      shown[metal] = was;
      if (rate === "" || rate === was) continue;
      if (!RUPEES.test(rate) || Number(rate) <= 0) fields[metal] = RATE_MESSAGE;
      else rates[metal] = Number(rate);
    }
    if (Object.keys(fields).length === 0 && Object.keys(rates).length === 0) {
      return { form: formName, alert: "Give at least one metal's rate", values, shown };
    }
  } else {
    return { form: "change", alert: "The form could not be read. Please reload the page" };
  }
  if (Object.keys(fields).length > 0) return { form: formName, fields, values, shown };

  const response = await context.fetchApi(
    `/api/v1/staff/rates${intent === "confirm" ? "?confirm=true" : ""}`,
    {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(rates),
    },
  );
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    fields?: Record<string, string>;
    changes?: RateJump[];
  };
  if (response.ok) {
    return { form: formName, done: intent === "add" ? `Added ${Object.keys(rates)[0]}` : "Rates changed" };
  }
  if (response.status === 409 && Array.isArray(body.changes)) {
    return { form: "change", confirm: { message: body.message ?? "", changes: body.changes }, values, shown };
  }
  if (response.status >= 500) throw new Error(body.message ?? `The staff API answered ${response.status}`);
  return {
    form: formName,
    alert: body.message ?? "The rates could not be changed",
    fields: body.fields,
    values,
    shown,
  };
}
