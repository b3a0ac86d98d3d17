import { formatRupees } from "@nagai/contracts/money";
import type { RateJump, StaffRates } from "@nagai/contracts/rates";
import { Form, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import { FormAlert } from "../../components/form/form-parts";
import type { FieldErrors } from "../../components/form/validation";
import { privatePageHeaders } from "../../lib/page-cache";
import { formatIndiaDateTime } from "../../lib/price";
import { requireStaff, staffApi } from "../../lib/staff.server";
import type { Route } from "./+types/rates";
import { runRatesAction } from "./rates-action.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Rates | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** Today's rates, and every change of the last 30 days read fresh (issue 26 item 1, decision 046). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [staff, rates] = await Promise.all([
    requireStaff(request, context),
    staffApi<StaffRates>(context, "/rates"),
  ]);
  return { isAdmin: staff.role === "ROLE_ADMIN", rates: rates.data, history: rates.changes };
}

export interface RatesResult {
  /** Which form the answer is for. */
  form: "change" | "add";
  alert?: string;
  fields?: FieldErrors;
  done?: string;
  /** What the form sent, shown again: by metal for the change form, metal and rate for the add form. */
  values?: Record<string, string>;
  /** The change form's rates as its page showed them, by metal: a rate still equal changes nothing. */
  shown?: Record<string, string>;
  /** The API asks to confirm these jumps of more than 10 %. */
  confirm?: { message: string; changes: RateJump[] };
}

export async function action({ request, context }: Route.ActionArgs): Promise<RatesResult> {
  return runRatesAction(request, context);
}

const signed = (percent: number) => `${percent > 0 ? "+" : ""}${percent} %`;

export default function StaffRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rates, history, isAdmin } = loaderData;
  const result: RatesResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  const change = result?.form === "change" ? result : undefined;
  const add = result?.form === "add" ? result : undefined;
  return (
    <section aria-labelledby="rates-title" className="staff-rates">
      <h1 id="rates-title">Today's rates</h1>
      {change?.confirm ? (
        <div className="staff-rates__confirm" role="alert" aria-labelledby="confirm-title">
          <h2 id="confirm-title">Confirm a change of more than 10 %</h2>
          <ul>
            {change.confirm.changes.map((jump) => (
              <li key={jump.metal}>
                {jump.metal}: {formatRupees(jump.from)} → {formatRupees(jump.to)} per gram (
                {signed(jump.percent)})
              </li>
            ))}
          </ul>
          <Form method="post">
            {rates.map((rate, index) => (
              <span key={rate.metal}>
                <input type="hidden" name={`metal-${index}`} value={rate.metal} />
                <input type="hidden" name={`rate-${index}`} value={change.values?.[rate.metal] ?? ""} />
                <input type="hidden" name={`was-${index}`} value={change.shown?.[rate.metal] ?? ""} />
              </span>
            ))}
            <button type="submit" name="intent" value="confirm" className="button" disabled={submitting}>
              Confirm
            </button>{" "}
            <a href="/staff/rates">Cancel</a>
          </Form>
        </div>
      ) : null}
      {change && !change.confirm && (
        <>
          <FormAlert message={change.alert} />
          {change.done && <p role="status">{change.done}</p>}
        </>
      )}
      <Form method="post" className="staff-rates__form" aria-labelledby="rates-title">
        <table>
          <caption className="visually-hidden">Each metal's rate per gram, and who set it when</caption>
          <thead>
            <tr>
              <th scope="col">Metal</th>
              <th scope="col">Rate per gram now</th>
              <th scope="col">Last set</th>
              <th scope="col">New rate (₹ per gram)</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, index) => (
              <tr key={rate.metal}>
                <th scope="row">{rate.metal}</th>
                <td>{formatRupees(rate.rate)}</td>
                <td>
                  {formatIndiaDateTime(rate.updatedAt)}
                  {rate.updatedBy ? ` by ${rate.updatedBy}` : ""}
                </td>
                <td>
                  <input type="hidden" name={`metal-${index}`} value={rate.metal} />
                  <input
                    type="hidden"
                    name={`was-${index}`}
                    value={change?.shown?.[rate.metal] ?? rate.rate.toFixed(2)}
                  />
                  <Field
                    idPrefix="rate"
                    name={`rate-${index}`}
                    label={`New ${rate.metal} rate`}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={change?.values?.[rate.metal] ?? rate.rate.toFixed(2)}
                    error={change?.fields?.[rate.metal]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" name="intent" value="change" className="button" disabled={submitting}>
          Change rates
        </button>
      </Form>

      {isAdmin && (
        <>
          <h2 id="add-title">Add a metal</h2>
          <FormAlert message={add?.alert} />
          {add?.done && <p role="status">{add.done}</p>}
          <Form method="post" className="auth-form staff-rates__add" aria-labelledby="add-title">
            <Field
              idPrefix="add"
              name="metal"
              label="Metal, as the ticker shows it (e.g. Gold 14K, Platinum)"
              autoComplete="off"
              required
              defaultValue={add?.values?.metal}
              error={add?.fields?.metal}
            />
            <Field
              idPrefix="add"
              name="rate"
              label="Rate (₹ per gram)"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={add?.values?.rate}
              error={add?.fields?.rate}
            />
            <button type="submit" name="intent" value="add" className="button" disabled={submitting}>
              Add metal
            </button>
          </Form>
        </>
      )}

      <h2 id="history-title">Changes in the last 30 days</h2>
      <div className="staff-rates__history">
        <table aria-labelledby="history-title">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Metal</th>
              <th scope="col">Rate per gram</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={`${entry.metal}-${entry.at}`}>
                <td>{formatIndiaDateTime(entry.at)}</td>
                <th scope="row">{entry.metal}</th>
                <td>{formatRupees(entry.rate)}</td>
                <td>{entry.by}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
