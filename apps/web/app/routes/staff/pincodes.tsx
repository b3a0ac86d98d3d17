import type { PincodeImportReport, PincodeRow, PincodeSearch } from "@nagai/contracts/delivery";
import { Form, useNavigation } from "react-router";
import { privatePageHeaders } from "../../lib/page-cache";
import { staffApi } from "../../lib/staff.server";
import type { Route } from "./+types/pincodes";
import { Scroll } from "./orders/order-records";
import { type PincodesResult, runPincodesAction } from "./pincodes-action.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "PIN codes | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** Rows of each list of a report drawn on the page; the counts are always whole. */
const SHOWN_ROWS = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 80);
  const found = await staffApi<PincodeSearch>(context, `/pincodes?q=${encodeURIComponent(q)}`);
  return { q, found };
}

export async function action({ request, context }: Route.ActionArgs): Promise<PincodesResult> {
  return runPincodesAction(request, context);
}

/**
 * The PIN codes the shop delivers to (decision 048): search the list, download it as CSV, and
 * replace it with a CSV file, checked first (a dry run's report), then imported. An import
 * replaces the whole list; any refused row refuses the file and changes nothing.
 */
export default function StaffPincodes({ loaderData, actionData }: Route.ComponentProps) {
  const { q, found } = loaderData;
  const result: PincodesResult | undefined = actionData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="pincodes-title">
      <h1 id="pincodes-title" className="staff__title">
        PIN codes
      </h1>
      <p>
        {found.total === 0
          ? "No PIN codes are listed yet: the shop delivers to every valid PIN code in 5–8 business days, cash on delivery offered."
          : `The shop delivers to ${found.total} listed PIN codes: metro ones in 2–5 business days, others in 5–8. Any other PIN code is refused at checkout.`}
      </p>

      <Form method="get" className="staff-filters" aria-label="Search PIN codes">
        <div className="staff-filters__field staff-filters__field--wide">
          <label htmlFor="pincodes-q">PIN code, district or state</label>
          <input id="pincodes-q" name="q" defaultValue={q} maxLength={80} type="search" />
        </div>
        <button type="submit" className="staff-button">
          Search
        </button>
        <a href="/api/v1/staff/pincodes/export" download="pincodes.csv">
          Download the list (CSV)
        </a>
      </Form>
      {found.data.length > 0 ? (
        <PincodeTable rows={found.data} label="PIN codes found" />
      ) : (
        found.total > 0 && <p role="status">No PIN code matches “{q}”.</p>
      )}

      <h2 id="upload-title">Replace the list from a CSV file</h2>
      <p>
        Columns <code>pincode,district,state,metro,cod</code> (metro and cod: yes or no). The file becomes the
        whole list: a PIN code not in it is removed. Check the file first; nothing changes until you import
        it. Admins only.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="staff-filters"
        aria-labelledby="upload-title"
      >
        <div className="staff-filters__field staff-filters__field--wide">
          <label htmlFor="pincodes-file">CSV file</label>
          <input id="pincodes-file" name="file" type="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" name="intent" value="check" className="staff-button" disabled={busy}>
          Check file
        </button>
      </Form>
      {result?.alert && (
        <p className="staff-alert" role="alert">
          {result.alert}
        </p>
      )}
      {result?.report && <ImportReport report={result.report} csv={result.csv} busy={busy} />}
    </section>
  );
}

function ImportReport({ report, csv, busy }: { report: PincodeImportReport; csv?: string; busy: boolean }) {
  const refused = report.errors.length > 0;
  const [add, change, remove] = report.applied
    ? ["added", "changed", "removed"]
    : ["to add", "to change", "to remove"];
  const summary =
    `${report.rows} PIN codes: ${report.added.length} ${add}, ${report.changed.length} ${change}, ` +
    `${report.removed.length} ${remove}, ${report.unchanged} unchanged.`;
  return (
    <section aria-labelledby="report-title" className="staff-section">
      <h2 id="report-title">
        {report.applied ? "Imported" : refused ? "The file is refused" : "Check of the file"}
      </h2>
      {refused ? (
        <p className="staff-alert" role="alert">
          {`${report.errors.length} rows cannot be imported; nothing was changed. Correct them and check the file again.`}
        </p>
      ) : (
        <p className="staff-notice" role="status">
          {report.applied ? `The list is replaced. ${summary}` : summary}
        </p>
      )}
      {refused && (
        <Scroll label="Refused rows">
          <table className="staff-table">
            <caption>Refused rows</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.slice(0, SHOWN_ROWS).map((error) => (
                <tr key={error.line}>
                  <td>{error.line}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {report.added.length > 0 && (
        <PincodeTable rows={report.added.map(({ line, row }) => ({ ...row, line }))} label="Added" />
      )}
      {report.changed.length > 0 && (
        <PincodeTable
          rows={report.changed.map(({ line, after, before }) => ({ ...after, line, before }))}
          label="Changed"
        />
      )}
      {report.removed.length > 0 && <PincodeTable rows={report.removed} label="Removed" />}
      {csv && !report.applied && !refused && (
        <Form method="post" aria-label="Import the checked file">
          <textarea name="csv" defaultValue={csv} hidden readOnly />
          <button type="submit" name="intent" value="import" className="staff-button" disabled={busy}>
            {`Import these ${report.rows} PIN codes`}
          </button>
        </Form>
      )}
    </section>
  );
}

type ShownRow = PincodeRow & { line?: number; before?: PincodeRow };

function PincodeTable({ rows, label }: { rows: readonly ShownRow[]; label: string }) {
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  const withLine = rows.some((row) => row.line !== undefined);
  return (
    <Scroll label={`${label} table`}>
      <table className="staff-table">
        <caption>
          {rows.length > SHOWN_ROWS ? `${label} (first ${SHOWN_ROWS} of ${rows.length})` : label}
        </caption>
        <thead>
          <tr>
            {withLine && <th scope="col">Line</th>}
            <th scope="col">PIN code</th>
            <th scope="col">District</th>
            <th scope="col">State</th>
            <th scope="col">Metro</th>
            <th scope="col">Cash on delivery</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <tr key={row.pincode}>
              {withLine && <td>{row.line}</td>}
              <th scope="row">{row.pincode}</th>
              <td>{shownChange(row.before?.district, row.district)}</td>
              <td>{shownChange(row.before?.state, row.state)}</td>
              <td>{shownChange(row.before && yesNo(row.before.metro), yesNo(row.metro))}</td>
              <td>{shownChange(row.before && yesNo(row.before.cod), yesNo(row.cod))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/** "Madurai → Madurai South" where a change altered the value, else the value. */
function shownChange(before: string | undefined, after: string): string {
  return before !== undefined && before !== after ? `${before} → ${after}` : after;
}
