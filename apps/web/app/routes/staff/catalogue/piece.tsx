import { STAFF_PRODUCT_FIELDS } from "@nagai/contracts/staff-product-texts";
import type { StaffProduct } from "@nagai/contracts/staff-products";
import { Form, Link, redirect } from "react-router";
import { privatePageHeaders } from "../../../lib/page-cache";
import { AuditList } from "../audit-list";
import { rupees } from "../orders/staff-order-format";
import type { Route } from "./+types/piece";
import { catalogueApi, pieceBody, pieceChoices } from "./catalogue-api.server";
import { PieceForm } from "./piece-form";

export const headers = privatePageHeaders;

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const title = data?.piece ? `${data.piece.TAGNO} | Catalogue` : "New piece | Catalogue";
  return [{ title: `${title} | Nagai staff` }, { name: "robots", content: "noindex" }];
}

const NEW_PIECE = { pricing: "weighed", makingKind: "percent", stock: "1", forSale: "true" };

/** A piece's values as the form shows them. */
function formValues(piece: StaffProduct): Record<string, string> {
  return Object.fromEntries(
    STAFF_PRODUCT_FIELDS.map((field) => {
      const value = piece[field];
      return [field, value === null || value === undefined ? "" : String(value)];
    }),
  );
}

/** /staff/catalogue/new and /staff/catalogue/:sno (issue 26 item 4, decision 049). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const choices = pieceChoices();
  if (!params.sno) return { piece: null, choices };
  const answer = await catalogueApi<StaffProduct>(
    request,
    context,
    `/products/${encodeURIComponent(params.sno)}`,
  );
  if (!answer.ok) throw new Response(answer.body.message ?? "No such piece", { status: answer.status });
  return { piece: answer.body, choices };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const path = params.sno ? `/products/${encodeURIComponent(params.sno)}` : "/products";
  if (intent === "delete") return { confirmDelete: true };
  if (intent === "delete-confirmed" && params.sno) {
    const answer = await catalogueApi(request, context, path, { method: "DELETE" });
    if (answer.ok) return redirect("/staff/catalogue?deleted=1");
    return { problem: answer.body.message ?? "The piece could not be deleted" };
  }
  const { body, values } = pieceBody(form);
  const answer = await catalogueApi<StaffProduct>(request, context, path, {
    method: params.sno ? "PUT" : "POST",
    json: body,
  });
  if (answer.ok && !params.sno) return redirect(`/staff/catalogue/${answer.body.SNO}?created=1`);
  if (answer.ok) return { saved: true };
  return {
    values,
    errors: answer.body.fields ?? {},
    problem: answer.body.message ?? "The piece could not be saved",
  };
}

export default function StaffPiece({ loaderData, actionData }: Route.ComponentProps) {
  const { piece, choices } = loaderData;
  const result = actionData as
    | {
        values?: Record<string, string>;
        errors?: Record<string, string>;
        problem?: string;
        saved?: boolean;
        confirmDelete?: boolean;
      }
    | undefined;
  const action = piece ? `/staff/catalogue/${piece.SNO}` : "/staff/catalogue/new";
  const values = result?.values ?? (piece ? formValues(piece) : NEW_PIECE);
  const breakup = piece?.PriceBreakup;
  return (
    <section aria-labelledby="piece-title">
      <p>
        <Link to="/staff/catalogue">Catalogue</Link>
      </p>
      <h1 id="piece-title" className="staff__title">
        {piece ? `${piece.TAGNO}: ${piece.PRODUCTNAME}` : "New piece"}
      </h1>
      {result?.problem && (
        <p className="staff-alert" role="alert">
          {result.problem}
        </p>
      )}
      {result?.saved && (
        <p className="staff-notice" role="status">
          Piece saved
        </p>
      )}
      {piece && breakup && (
        <section className="staff-section" aria-labelledby="piece-price">
          <h2 id="piece-price">Price now: {rupees(piece.GrandTotal)}</h2>
          <dl className="staff-facts">
            {breakup.pricing === "weighed" && (
              <>
                <dt>Metal</dt>
                <dd>
                  {breakup.netWeight} g × {rupees(breakup.ratePerGram ?? 0)} ({breakup.metal},{" "}
                  {breakup.purity}) = {rupees(breakup.metalValue)}
                </dd>
                <dt>Making</dt>
                <dd>
                  {rupees(breakup.makingCharges)} ({breakup.makingRule})
                </dd>
                <dt>Stones</dt>
                <dd>{rupees(breakup.stoneCharges)}</dd>
                <dt>Other</dt>
                <dd>{rupees(breakup.otherCharges)}</dd>
              </>
            )}
            <dt>Taxable value</dt>
            <dd>{rupees(breakup.taxableValue)}</dd>
            <dt>GST {breakup.gstPercent}%</dt>
            <dd>{rupees(breakup.gstAmount)}</dd>
            <dt>Total</dt>
            <dd>{rupees(breakup.total)}</dd>
          </dl>
          <p>
            {piece.forSale ? "For sale" : "Not for sale"} · {piece.stock} held, {piece.available} available ·{" "}
            <Link to={`/staff/catalogue/${piece.SNO}/photos`}>Photos ({piece.ImagePath.length})</Link> ·{" "}
            <Link to={`/shop-detail/${piece.SNO}`}>Shop page</Link>
          </p>
        </section>
      )}
      <PieceForm
        action={action}
        values={values}
        errors={result?.errors ?? {}}
        choices={choices}
        submit={piece ? "Save piece" : "Create piece"}
      />
      {piece && (
        <section className="staff-section" aria-labelledby="piece-delete">
          <h2 id="piece-delete">Delete</h2>
          <Form method="post" action={action}>
            {result?.confirmDelete ? (
              <>
                <p>Delete {piece.TAGNO} and its stock for good? A piece in orders cannot be deleted.</p>
                <input type="hidden" name="intent" value="delete-confirmed" />
                <button type="submit" className="staff-button staff-button--danger">
                  Yes, delete this piece
                </button>
              </>
            ) : (
              <>
                <input type="hidden" name="intent" value="delete" />
                <button type="submit" className="staff-button staff-button--danger">
                  Delete piece…
                </button>
              </>
            )}
          </Form>
        </section>
      )}
      {piece && <AuditList entries={piece.audit} />}
    </section>
  );
}
