import type { PincodeImportReport } from "@nagai/contracts/delivery";
import type { AppLoadContext } from "react-router";
import { readForm } from "../../lib/read-form.server";

/** What the page shows after a check or an import: the API's report, or why there is none. */
export interface PincodesResult {
  alert?: string;
  report?: PincodeImportReport;
  /** The file's text, checked and clean: the Import form sends exactly it. */
  csv?: string;
}

/**
 * The /staff/pincodes upload (decision 048): "Check file" sends the chosen file to the API as a
 * dry run; the report's "Import" sends the checked text again without it. Plain POST forms, so it
 * works without JavaScript; the API checks the role (admins import), every row and the size.
 */
export async function runPincodesAction(request: Request, context: AppLoadContext): Promise<PincodesResult> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const file = form.get("file");
  const csv =
    intent === "check" ? (file instanceof File ? await file.text() : "") : String(form.get("csv") ?? "");
  if (csv.trim() === "") return { alert: "Choose a CSV file of PIN codes first." };
  const dryRun = intent !== "import";
  const response = await context.fetchApi(`/api/v1/staff/pincodes/import?dryRun=${dryRun}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
  const body = await response.json();
  if (response.status === 200 || response.status === 422) {
    const report = body as PincodeImportReport;
    return { report, csv: response.status === 200 && dryRun ? csv : undefined };
  }
  if (response.status >= 500) throw new Error(`the staff API answered ${response.status}`);
  return { alert: String((body as { message?: unknown }).message ?? `The API answered ${response.status}`) };
}
