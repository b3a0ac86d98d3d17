import { NewStaffMemberForm } from "@nagai/contracts/staff-forms";
import type { StaffUser } from "@nagai/contracts/staff-users";
import type { AppLoadContext } from "react-router";
import { findFieldErrors, readValues } from "../../components/form/validation";
import { ApiError } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { staffApi } from "../../lib/staff.server";
import type { UsersResult } from "./users";

/**
 * The /staff/users forms' action, here so that its schema (and Zod) never reach the browser: each
 * form posts its intent; the API checks everything again and audits the change (decision 045).
 */
export async function runUsersAction(request: Request, context: AppLoadContext): Promise<UsersResult> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "add") {
      const values = readValues(form, ["name", "phone", "role", "password"]);
      const fields = findFieldErrors(NewStaffMemberForm, values);
      if (Object.keys(fields).length > 0) return { form: "add", fields };
      const added = await staffApi<StaffUser>(context, "/users", { method: "POST", body: values });
      return { form: "add", done: `Added ${added.name}` };
    }
    const id = String(form.get("id") ?? "");
    const change =
      intent === "role"
        ? { role: String(form.get("role") ?? "") }
        : intent === "disable" || intent === "enable"
          ? { disabled: intent === "disable" }
          : intent === "password"
            ? { password: String(form.get("password") ?? "") }
            : null;
    if (!change || !/^\d{1,10}$/.test(id))
      return { form: id, alert: "The form could not be read. Please reload the page" };
    const changed = await staffApi<StaffUser>(context, `/users/${id}`, { method: "PATCH", body: change });
    return { form: id, done: `Changed ${changed.name}` };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { form: intent === "add" ? "add" : String(form.get("id") ?? ""), alert: error.message };
  }
}
