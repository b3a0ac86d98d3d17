import { OrderCancelBodySchema } from "@nagai/contracts/order";
import { type AppLoadContext, data, redirect } from "react-router";
import { ApiError, createApiClient } from "../../lib/api";
import { readForm } from "../../lib/read-form.server";
import { requireUser } from "../../lib/require-user.server";
import { loginHref } from "../../lib/session";
import { CANCEL_FIELDS, composeCancelReason } from "./cancel-order";
import { orderDetailHref } from "./order-view";

/** What the Cancel dialog shows after a refused cancel: the reason's message, or the API's. */
export interface CancelFailure {
  cancelError: string;
}

/**
 * /orderdetail's action (decision 038): the Cancel dialog's form, with or without JavaScript. The
 * reason is the dialog's choice and note as one line, checked with the API's own schema, then
 * POST /order/{orderId}/cancel decides. Done: a 303 back to the order, which the loader reads as
 * it is now (cancelled, and the refund's state). Refused: the message, in the dialog.
 */
export async function cancelOrderAction(request: Request, context: AppLoadContext, orderId: string) {
  await requireUser(request, context);
  const form = await readForm(request);
  const reason = composeCancelReason(
    String(form.get(CANCEL_FIELDS.reason) ?? ""),
    String(form.get(CANCEL_FIELDS.note) ?? ""),
  );
  const checked = OrderCancelBodySchema.safeParse({ reason });
  if (!checked.success) {
    return data<CancelFailure>({ cancelError: checked.error.issues[0]!.message }, { status: 400 });
  }
  try {
    await createApiClient(context).cancelOrder(orderId, checked.data.reason);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(loginHref(orderDetailHref(orderId)));
    const status = error.status >= 500 ? 503 : error.status;
    return data<CancelFailure>({ cancelError: error.message }, { status });
  }
  throw redirect(orderDetailHref(orderId), 303);
}
