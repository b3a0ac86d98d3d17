import { type AppLoadContext, redirect } from "react-router";
import { ApiError } from "../../../lib/api";
import { staffApi, staffLoginHref } from "../../../lib/staff.server";

/**
 * A console page's call to the staff API: a session that ended meanwhile (401) sends the member to
 * sign in and back here, as the layout's loader does (the loaders run side by side).
 */
export async function staffLoad<T>(request: Request, context: AppLoadContext, path: string): Promise<T> {
  try {
    return await staffApi<T>(context, path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(staffLoginHref(`${url.pathname}${url.search}`));
    }
    throw error;
  }
}
