import { STAFF_ROLES, type StaffRole } from "@nagai/contracts/staff-roles";
import type { ListedStaffUser } from "@nagai/contracts/staff-users";
import { data, Form, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import { FormAlert } from "../../components/form/form-parts";
import type { FieldErrors } from "../../components/form/validation";
import { ApiError } from "../../lib/api";
import { privatePageHeaders } from "../../lib/page-cache";
import { staffApi } from "../../lib/staff.server";
import type { Route } from "./+types/users";
import { AuditList } from "./audit-list";
import { runUsersAction } from "./users-action.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Staff | Nagai staff" }, { name: "robots", content: "noindex" }];
}

const ROLE_LABELS: Record<StaffRole, string> = { ROLE_STAFF: "Staff", ROLE_ADMIN: "Admin" };

/** Admins only (decision 045): the API decides, and another member sees why, with a 403. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { content } = await staffApi<{ content: ListedStaffUser[] }>(context, "/users");
    return { members: content, forbidden: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return data({ members: [] as ListedStaffUser[], forbidden: error.message }, { status: 403 });
    }
    throw error;
  }
}

export interface UsersResult {
  /** Which form the answer is for: `add`, or the member's id. */
  form: string;
  alert?: string;
  fields?: FieldErrors;
  done?: string;
}

export async function action({ request, context }: Route.ActionArgs): Promise<UsersResult> {
  return runUsersAction(request, context);
}

export default function StaffUsers({ loaderData, actionData }: Route.ComponentProps) {
  const result: UsersResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  if (loaderData.forbidden) {
    return (
      <section aria-labelledby="users-title">
        <h1 id="users-title">Staff</h1>
        <p role="alert">{loaderData.forbidden}</p>
      </section>
    );
  }
  const said = (form: string) =>
    result?.form === form ? (
      <>
        <FormAlert message={result.alert} />
        {result.done && <p role="status">{result.done}</p>}
      </>
    ) : null;
  return (
    <section aria-labelledby="users-title" className="staff-users">
      <h1 id="users-title">Staff</h1>
      <div className="staff-users__table">
        <table>
          <caption className="visually-hidden">Staff members, their role and state</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Mobile</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.members.map((member) => (
              <tr key={member.id}>
                <th scope="row">{member.name}</th>
                <td>{member.phone}</td>
                <td>{ROLE_LABELS[member.role]}</td>
                <td>{member.disabled ? "Disabled" : "Active"}</td>
                <td>
                  {said(String(member.id))}
                  <div className="staff-users__forms">
                    <Form method="post" className="staff-users__inline">
                      <input type="hidden" name="id" value={member.id} />
                      <label htmlFor={`role-${member.id}`} className="visually-hidden">
                        Role of {member.name}
                      </label>
                      <select id={`role-${member.id}`} name="role" defaultValue={member.role}>
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                      <button type="submit" name="intent" value="role" disabled={submitting}>
                        Set role<span className="visually-hidden"> of {member.name}</span>
                      </button>
                    </Form>
                    <Form method="post" className="staff-users__inline">
                      <input type="hidden" name="id" value={member.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={member.disabled ? "enable" : "disable"}
                        disabled={submitting}
                      >
                        {member.disabled ? "Enable" : "Disable"}
                        <span className="visually-hidden"> {member.name}</span>
                      </button>
                    </Form>
                    <Form method="post" className="staff-users__inline">
                      <input type="hidden" name="id" value={member.id} />
                      <label htmlFor={`password-${member.id}`} className="visually-hidden">
                        New password for {member.name}
                      </label>
                      <input
                        id={`password-${member.id}`}
                        name="password"
                        type="password"
                        autoComplete="new-password"
                        placeholder="New password"
                        required
                      />
                      <button type="submit" name="intent" value="password" disabled={submitting}>
                        Set password<span className="visually-hidden"> of {member.name}</span>
                      </button>
                    </Form>
                  </div>
                  <AuditList entries={member.audit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="add-title">Add a staff member</h2>
      {said("add")}
      <Form method="post" className="auth-form staff-users__add" aria-labelledby="add-title">
        <Field
          idPrefix="add"
          name="name"
          label="Name"
          autoComplete="off"
          required
          error={result?.form === "add" ? result.fields?.name : undefined}
        />
        <Field
          idPrefix="add"
          name="phone"
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
          error={result?.form === "add" ? result.fields?.phone : undefined}
        />
        <Field
          idPrefix="add"
          name="role"
          label="Role"
          error={result?.form === "add" ? result.fields?.role : undefined}
          control={(props) => (
            <select {...props} defaultValue="ROLE_STAFF">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          idPrefix="add"
          name="password"
          label="Password (8+ characters with A-Z, a digit and a symbol)"
          type="password"
          autoComplete="new-password"
          required
          error={result?.form === "add" ? result.fields?.password : undefined}
        />
        <button type="submit" name="intent" value="add" className="button" disabled={submitting}>
          Add
        </button>
      </Form>
    </section>
  );
}
