import type { ImportReport } from "@nagai/contracts/staff-products";
import { Form, Link } from "react-router";
import { privatePageHeaders } from "../../../lib/page-cache";
import { Scroll } from "../orders/order-records";
import type { Route } from "./+types/import";
import { catalogueApi } from "./catalogue-api.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Import / export | Catalogue | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/**
 * CSV import and export of pieces (issue 26 item 4, decision 049). The upload is checked by a dry
 * run; its text comes back in a hidden field, and "Import" posts that text to the API, which
 * checks it all again: a report the browser sends back is never trusted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const file = form.get("file");
  const kept = form.get("csv");
  const csv =
    file instanceof File && file.size > 0 ? await file.text() : typeof kept === "string" ? kept : "";
  if (csv.trim() === "") return { problem: "Choose a CSV file", report: null, csv: "" };
  const dryRun = form.get("intent") !== "import";
  const answer = await catalogueApi<ImportReport>(request, context, `/products/import?dryRun=${dryRun}`, {
    method: "POST",
    csv,
  });
  if (answer.status === 200 || answer.status === 422)
    return { problem: null, report: answer.body as ImportReport, csv };
  return { problem: answer.body.message ?? "The file could not be read", report: null, csv: "" };
}

export default function StaffCatalogueImport({ actionData }: Route.ComponentProps) {
  const report = actionData?.report ?? null;
  return (
    <section aria-labelledby="import-title">
      <p>
        <Link to="/staff/catalogue">Catalogue</Link>
      </p>
      <h1 id="import-title" className="staff__title">
        Import / export
      </h1>
      <p>
        <a href="/api/v1/staff/products/export" download="pieces.csv">
          Export every piece (CSV)
        </a>
      </p>
      <Form
        method="post"
        action="/staff/catalogue/import"
        encType="multipart/form-data"
        className="desk-form"
      >
        <div className="desk-form__field desk-form__field--wide">
          <label htmlFor="import-file">CSV file (rows matched by TAGNO; up to 1 MB here)</label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <input type="hidden" name="intent" value="check" />
        <button type="submit" className="staff-button">
          Check file
        </button>
      </Form>
      {actionData?.problem && (
        <p className="staff-alert" role="alert">
          {actionData.problem}
        </p>
      )}
      {report && (
        <section className="staff-section" aria-labelledby="import-report">
          <h2 id="import-report">{report.imported ? "Imported" : report.dryRun ? "Check" : "Refused"}</h2>
          <p role="status" className={report.summary.errors > 0 ? "staff-alert" : "staff-notice"}>
            {report.message} ({report.summary.rows} rows: {report.summary.create} new, {report.summary.update}{" "}
            changed, {report.summary.unchanged} unchanged, {report.summary.errors} bad)
          </p>
          {report.rows.length > 0 && (
            <Scroll label="Import report">
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">TAGNO</th>
                    <th scope="col">What</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.slice(0, 500).map((row) => (
                    <tr key={row.row}>
                      <td>{row.row}</td>
                      <td>{row.tagNo}</td>
                      <td>
                        {row.action === "error" ? "Bad row" : row.action === "create" ? "New" : "Change"}
                      </td>
                      <td>{row.action === "error" ? row.errors.join("; ") : row.changed.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Scroll>
          )}
          {report.dryRun &&
            report.summary.errors === 0 &&
            report.summary.create + report.summary.update > 0 && (
              <Form method="post" action="/staff/catalogue/import" encType="multipart/form-data">
                <input type="hidden" name="csv" value={actionData?.csv ?? ""} />
                <input type="hidden" name="intent" value="import" />
                <button type="submit" className="staff-button">
                  Import
                </button>
              </Form>
            )}
        </section>
      )}
    </section>
  );
}
