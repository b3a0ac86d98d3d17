import { todayInIndia } from "@nagai/contracts/appointment-texts";
import { formatLongDate } from "@nagai/contracts/dates";
import type { StaffAppointment, StaffAppointmentList } from "@nagai/contracts/staff-desk";
import {
  APPOINTMENT_DESK_LABELS,
  APPOINTMENT_DESK_STATUSES,
  APPOINTMENT_MARKS,
  DESK_LIMITS,
} from "@nagai/contracts/staff-desk-texts";
import { data, Form, Link, redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { staffApi, staffLoginHref } from "../../lib/staff.server";
import type { Route } from "./+types/appointments";
import { AuditList } from "./audit-list";
import { PageLinks } from "./desk/page-links";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Appointments | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/**
 * The day's video bookings (issue 25 item 5). No `date` in the address: India's today; an empty
 * one (the form's field cleared): every day. The API checks the filters and answers 400 to a bad one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const date = search.has("date") ? (search.get("date") ?? "") : todayInIndia();
  const status = search.get("status") ?? "";
  const page = search.get("page") ?? "0";
  const query = new URLSearchParams({ date, status, page });
  try {
    const list = await staffApi<StaffAppointmentList>(context, `/appointments?${query}`);
    return { list, date, status, problem: undefined, saved: search.get("saved") };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { list: undefined, date, status, problem: error.message, saved: null };
  }
}

/** Marks one booking; then back to the same list (a reload does not post again). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  try {
    await staffApi(context, `/appointments/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { status: form.get("status"), note: form.get("note") ?? "" },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // A session that ended since the page was drawn (expired, signed out, disabled): sign in again.
    if (error.status === 401) {
      const here = new URL(request.url);
      throw redirect(staffLoginHref(`${here.pathname}${here.search}`));
    }
    return data({ id, problem: error.message }, { status: error.status });
  }
  const url = new URL(request.url);
  url.searchParams.set("saved", id);
  return redirect(`${url.pathname}?${url.searchParams}#appointment-${id}`);
}

function Booking({
  booking,
  problem,
  saved,
}: {
  booking: StaffAppointment;
  problem: string | undefined;
  saved: boolean;
}) {
  const prefix = `appointment-${booking.id}`;
  return (
    <li className="desk-card" id={prefix}>
      <h2 className="desk-card__title">
        {booking.appointmentTime} · {booking.name}
        <span className={`desk-badge desk-badge--${booking.status.toLowerCase()}`}>
          {APPOINTMENT_DESK_LABELS[booking.status]}
        </span>
      </h2>
      <dl className="desk-card__facts">
        <dt>Date</dt>
        <dd>{formatLongDate(booking.appointmentDate)}</dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:+91${booking.mobileNumber}`}>{booking.mobileNumber}</a>
        </dd>
        <dt>Language</dt>
        <dd>{booking.preferredLanguage}</dd>
        <dt>Category</dt>
        <dd>
          {booking.category} · {booking.subCategory}
        </dd>
        <dt>City</dt>
        <dd>{booking.cityOrCountry}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
        </dd>
        {booking.message && (
          <>
            <dt>Message</dt>
            <dd>{booking.message}</dd>
          </>
        )}
        {booking.updatedBy && (
          <>
            <dt>Marked by</dt>
            <dd>{booking.updatedBy}</dd>
          </>
        )}
      </dl>
      <Form method="post" className="desk-form">
        <input type="hidden" name="id" value={booking.id} />
        <div className="desk-form__field">
          <label htmlFor={`${prefix}-status`}>Mark</label>
          <select
            id={`${prefix}-status`}
            name="status"
            defaultValue={booking.status === "NEW" ? "CALLED" : booking.status}
          >
            {APPOINTMENT_MARKS.map((mark) => (
              <option key={mark} value={mark}>
                {APPOINTMENT_DESK_LABELS[mark]}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-form__field desk-form__field--wide">
          <label htmlFor={`${prefix}-note`}>Note</label>
          <textarea
            id={`${prefix}-note`}
            name="note"
            rows={2}
            maxLength={DESK_LIMITS.noteMaxLength}
            defaultValue={booking.note ?? ""}
          />
        </div>
        <button type="submit" className="desk-button">
          Save
        </button>
        {problem && (
          <p className="desk-form__problem" role="alert">
            {problem}
          </p>
        )}
        {saved && (
          <p className="desk-form__saved" role="status">
            Saved
          </p>
        )}
      </Form>
      <AuditList entries={booking.audit} />
    </li>
  );
}

export default function StaffAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { list, date, status, problem, saved } = loaderData;
  const heading = date ? `Appointments on ${formatLongDate(date)}` : "Appointments, every day";
  return (
    <>
      <h1 className="staff__title">{heading}</h1>
      <Form method="get" className="desk-filters">
        <div className="desk-form__field">
          <label htmlFor="appointments-date">Date</label>
          <input id="appointments-date" type="date" name="date" defaultValue={date} />
        </div>
        <div className="desk-form__field">
          <label htmlFor="appointments-status">Mark</label>
          <select id="appointments-status" name="status" defaultValue={status}>
            <option value="">Any</option>
            {APPOINTMENT_DESK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPOINTMENT_DESK_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="desk-button">
          Show
        </button>
        <Link to="/staff/appointments?date=&status=NEW">All new</Link>
      </Form>
      {problem && (
        <p className="desk-form__problem" role="alert">
          {problem}
        </p>
      )}
      {list && list.content.length === 0 && <p>No appointments here.</p>}
      {list && list.content.length > 0 && (
        <>
          <p>
            {list.totalElements} {list.totalElements === 1 ? "appointment" : "appointments"}
          </p>
          <ol className="desk-list">
            {list.content.map((booking) => (
              <Booking
                key={booking.id}
                booking={booking}
                problem={actionData?.id === String(booking.id) ? actionData.problem : undefined}
                saved={saved === String(booking.id)}
              />
            ))}
          </ol>
          <PageLinks list={list} filters={{ date, status }} />
        </>
      )}
    </>
  );
}
