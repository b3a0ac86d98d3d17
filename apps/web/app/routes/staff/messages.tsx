import { formatLongDate } from "@nagai/contracts/dates";
import type { StaffMessage, StaffMessageList } from "@nagai/contracts/staff-desk";
import { data, Form, Link, redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { staffApi, staffLoginHref } from "../../lib/staff.server";
import type { Route } from "./+types/messages";
import { AuditList } from "./audit-list";
import { PageLinks } from "./desk/page-links";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Messages | Nagai staff" }, { name: "robots", content: "noindex" }];
}

const KINDS = [
  { value: "", label: "Both" },
  { value: "contact", label: "Contact messages" },
  { value: "subscription", label: "Subscriptions" },
] as const;
const STATES = [
  { value: "open", label: "Not answered" },
  { value: "answered", label: "Answered" },
  { value: "all", label: "All" },
] as const;

/** The inbox (issue 25 item 5): contact messages and subscriptions, the unanswered by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const kind = search.get("kind") ?? "";
  const state = search.get("state") || "open";
  const query = new URLSearchParams({ kind, state, page: search.get("page") ?? "0" });
  try {
    const list = await staffApi<StaffMessageList>(context, `/messages?${query}`);
    return { list, kind, state, problem: undefined, saved: search.get("saved") };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { list: undefined, kind, state, problem: error.message, saved: null };
  }
}

/** Marks one message answered or not; then back to the same list (a reload does not post again). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  try {
    await staffApi(context, `/messages/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { answered: form.get("answered") === "true" },
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
  return redirect(`${url.pathname}?${url.searchParams}`);
}

function Message({ message, problem, saved }: { message: StaffMessage; problem?: string; saved: boolean }) {
  const received = formatLongDate(message.receivedAt.slice(0, 10));
  return (
    <li className="desk-card" id={`message-${message.id}`}>
      <h2 className="desk-card__title">
        {message.kind === "contact" ? (message.subject ?? "Contact message") : "Subscription"}
        <span className={`desk-badge desk-badge--${message.answered ? "done" : "new"}`}>
          {message.answered ? "Answered" : "New"}
        </span>
      </h2>
      <dl className="desk-card__facts">
        {message.name && (
          <>
            <dt>From</dt>
            <dd>{message.name}</dd>
          </>
        )}
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        {message.phone && (
          <>
            <dt>Phone</dt>
            <dd>{message.phone}</dd>
          </>
        )}
        <dt>Received</dt>
        <dd>{received}</dd>
        {message.answeredBy && (
          <>
            <dt>Answered by</dt>
            <dd>{message.answeredBy}</dd>
          </>
        )}
      </dl>
      {message.message && <p className="desk-card__text">{message.message}</p>}
      <Form method="post" className="desk-form">
        <input type="hidden" name="id" value={message.id} />
        <input type="hidden" name="answered" value={message.answered ? "false" : "true"} />
        <button type="submit" className="desk-button">
          {message.answered ? "Mark not answered" : "Mark answered"}
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
      <AuditList entries={message.audit} />
    </li>
  );
}

export default function StaffMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { list, kind, state, problem, saved } = loaderData;
  return (
    <>
      <h1 className="staff__title">Messages</h1>
      <Form method="get" className="desk-filters">
        <div className="desk-form__field">
          <label htmlFor="messages-kind">Kind</label>
          <select id="messages-kind" name="kind" defaultValue={kind}>
            {KINDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-form__field">
          <label htmlFor="messages-state">Show</label>
          <select id="messages-state" name="state" defaultValue={state}>
            {STATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="desk-button">
          Show
        </button>
        <Link to="/staff/messages">Not answered</Link>
      </Form>
      {problem && (
        <p className="desk-form__problem" role="alert">
          {problem}
        </p>
      )}
      {list && list.content.length === 0 && <p>No messages here.</p>}
      {list && list.content.length > 0 && (
        <>
          <p>
            {list.totalElements} {list.totalElements === 1 ? "message" : "messages"}
          </p>
          <ol className="desk-list">
            {list.content.map((message) => (
              <Message
                key={message.id}
                message={message}
                problem={actionData?.id === message.id ? actionData.problem : undefined}
                saved={saved === message.id}
              />
            ))}
          </ol>
          <PageLinks list={list} filters={{ kind, state }} />
        </>
      )}
    </>
  );
}
