import { ORDER_STATUS_VALUES, type OrderStatusValue } from "@nagai/contracts/order-texts";
// The schema is the action's only (the server's): the page's bundle loads no Zod (decision 043).
import { StaffOrderMoveForm } from "@nagai/contracts/staff-forms";
import { STAFF_ORDER_LIMITS } from "@nagai/contracts/staff-order-texts";
import type { StaffOrderDetail } from "@nagai/contracts/staff-orders";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field } from "../../components/form/field";
import { FormAlert } from "../../components/form/form-parts";
import { type FieldErrors, findFieldErrors, readValues } from "../../components/form/validation";
import { ApiError, createApiClient } from "../../lib/api";
import { privatePageHeaders } from "../../lib/page-cache";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/order";
import { OrderRecords } from "./orders/order-records";
import { staffLoad } from "./orders/staff-api.server";
import { formatIndiaTime, PAYMENT_STATUS_LABELS, rupees, statusLabel } from "./orders/staff-order-format";

export const headers = privatePageHeaders;

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Order ${params.orderId} | Nagai staff` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const order = await staffLoad<StaffOrderDetail>(
      request,
      context,
      `/orders/${encodeURIComponent(params.orderId)}`,
    );
    return { order, moved: new URL(request.url).searchParams.get("moved") };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data("Order not found", { status: 404 });
    }
    throw error;
  }
}

interface MoveResult {
  /** The move whose form the answer belongs to. */
  status?: string;
  alert?: string;
  fields?: FieldErrors;
}

/**
 * A move's form, posted here without JavaScript: checked with the API's schema, then posted to
 * POST /api/v1/staff/orders/{orderId}/status; done, back to the order (303) with a notice; refused,
 * the API's message (a 409 names the moves allowed now) beside the form.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<MoveResult | Response> {
  const form = await readForm(request);
  const values = readValues(form, ["status", "courierName", "trackingId", "reason"]);
  const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const fields = findFieldErrors(StaffOrderMoveForm, body);
  if (Object.keys(fields).length > 0) return { status: values.status, fields };
  const answer = await createApiClient(context).post(
    `/staff/orders/${encodeURIComponent(params.orderId)}/status`,
    { body },
  );
  if (answer.status === 401) {
    throw redirect(`/staff/login?returnTo=${encodeURIComponent(`/staff/orders/${params.orderId}`)}`);
  }
  if (!answer.ok) {
    const refused = answer.body as { message?: string; fields?: FieldErrors };
    return {
      status: values.status,
      alert: refused.message ?? "The move failed",
      fields: refused.fields ?? {},
    };
  }
  return redirect(`/staff/orders/${encodeURIComponent(params.orderId)}?moved=${values.status}`, 303);
}

const MOVE_BUTTONS: Record<OrderStatusValue, string> = {
  PENDING: "",
  PROCESSING: "Start processing",
  SHIPPED: "Mark shipped",
  DELIVERED: "Mark delivered",
  CANCELLED: "Cancel order",
};

function MoveForm({
  to,
  orderId,
  result,
}: {
  to: OrderStatusValue;
  orderId: string;
  result: MoveResult | undefined;
}) {
  const mine = result?.status === to ? result : undefined;
  const errors = mine?.fields ?? {};
  const submitting = useNavigation().state === "submitting";
  const prefix = `move-${to.toLowerCase()}`;
  return (
    <Form
      method="post"
      action={`/staff/orders/${encodeURIComponent(orderId)}`}
      className={`staff-move staff-move--${to.toLowerCase()}`}
      aria-label={MOVE_BUTTONS[to]}
    >
      <input type="hidden" name="status" value={to} />
      <FormAlert message={mine?.alert} />
      {to === "SHIPPED" && (
        <>
          <Field
            idPrefix={prefix}
            name="courierName"
            label="Courier name"
            maxLength={STAFF_ORDER_LIMITS.courierMax}
            required
            error={errors.courierName}
          />
          <Field
            idPrefix={prefix}
            name="trackingId"
            label="Tracking id"
            maxLength={STAFF_ORDER_LIMITS.trackingMax}
            required
            error={errors.trackingId}
          />
        </>
      )}
      {to === "CANCELLED" && (
        <Field
          idPrefix={prefix}
          name="reason"
          label="Reason for cancelling"
          maxLength={STAFF_ORDER_LIMITS.reasonMax}
          required
          error={errors.reason}
        />
      )}
      <button
        type="submit"
        className={to === "CANCELLED" ? "staff-button staff-button--danger" : "staff-button"}
        disabled={submitting}
      >
        {MOVE_BUTTONS[to]}
      </button>
    </Form>
  );
}

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, moved } = loaderData;
  const result: MoveResult | undefined = actionData;
  const base = `/api/v1/staff/orders/${encodeURIComponent(order.orderId)}`;
  const refused = result?.alert && !order.allowedMoves.includes(result.status as OrderStatusValue);
  return (
    <article aria-labelledby="staff-order-title" className="staff-order">
      <p>
        <Link to="/staff/orders">← All orders</Link>
      </p>
      <h1 id="staff-order-title" className="staff__title">
        Order {order.orderId}
      </h1>
      {moved && !result && (ORDER_STATUS_VALUES as readonly string[]).includes(moved) && (
        <p className="staff-notice" role="status">
          {`Moved to ${statusLabel(moved as OrderStatusValue)}.`}
        </p>
      )}
      {refused && <FormAlert message={result.alert} />}
      <dl className="staff-facts">
        <dt>Status</dt>
        <dd>
          <span className={`staff-status staff-status--${order.status.toLowerCase()}`}>
            {statusLabel(order.status)}
          </span>
        </dd>
        <dt>Placed</dt>
        <dd>{formatIndiaTime(order.orderTime)}</dd>
        <dt>Payment</dt>
        <dd>
          {order.paymentMode === "CASH" ? "Cash on delivery" : "Online"}:{" "}
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          {order.paidAt && `, ${formatIndiaTime(order.paidAt)}`}
        </dd>
        <dt>Total</dt>
        <dd>
          {rupees(order.totalAmount)} (items {rupees(order.subTotal)}, shipping {rupees(order.shippingFee)})
        </dd>
        {order.courierTrackingId && (
          <>
            <dt>Courier</dt>
            <dd>{`${order.courierName}, tracking id ${order.courierTrackingId}`}</dd>
          </>
        )}
      </dl>
      <p className="staff-documents">
        <a href={`${base}/invoice`}>Tax invoice (PDF)</a>
        <a href={`${base}/packing-slip`}>Packing slip (PDF)</a>
      </p>

      <section aria-labelledby="staff-order-moves" className="staff-section">
        <h2 id="staff-order-moves">Move the order</h2>
        {order.allowedMoves.length === 0 ? (
          <p>This order is {statusLabel(order.status).toLowerCase()}: it moves no more.</p>
        ) : (
          <div className="staff-moves">
            {order.allowedMoves.map((to) => (
              <MoveForm key={to} to={to} orderId={order.orderId} result={result} />
            ))}
          </div>
        )}
        {order.paymentMode === "ONLINE" && !order.paidAt && order.status === "PENDING" && (
          <p>Processing can start once the online payment is confirmed.</p>
        )}
      </section>

      <OrderRecords order={order} />
    </article>
  );
}
