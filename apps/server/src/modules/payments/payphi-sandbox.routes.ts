import { randomBytes } from "node:crypto";
import { formatRupees } from "@nagai/contracts/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toPayPhiFields } from "../../providers/payment-gateway/payment-gateway.public.ts";
import { acceptForms } from "./form-body.ts";
import type { SandboxTransaction } from "./payphi-sandbox.repository.ts";
import type { PayPhiSandbox } from "./payphi-sandbox.ts";

const tags = ["payment sandbox"];
const SignedAnswerSchema = z
  .record(z.string(), z.string())
  .describe("The gateway's signed answer: responseCode, respDescription, … and secureHash")
  .meta({ id: "SandboxSignedAnswer" });
/** PayPhi's request fields (initiateSale's, and STATUS's originalTxnNo); others pass, under the hash. */
const REQUEST_FIELDS = [
  "merchantId",
  "merchantTxnNo",
  "amount",
  "currencyCode",
  "payType",
  "transactionType",
  "customerEmailID",
  "customerMobileNo",
  "returnURL",
  "addlParam1",
  "addlParam2",
  "txnDate",
  "originalTxnNo",
  "secureHash",
];
const RequestFieldsSchema = z
  .looseObject(
    Object.fromEntries(
      REQUEST_FIELDS.map((name) => [name, z.union([z.string().max(2048), z.number()]).optional()]),
    ),
  )
  .describe("PayPhi request fields with their secureHash")
  .meta({ id: "SandboxRequest" });
const html = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
const TranCtxSchema = z.string().trim().min(1, "tranCtx is required").max(64);
const ChoiceSchema = z.object({ tranCtx: TranCtxSchema, outcome: z.enum(["success", "failure", "cancel"]) });

/**
 * The sandbox gateway's HTTP side, mounted under /sandbox/payphi when no real gateway is
 * configured (never in production, config.ts). initiateSale and STATUS answer as PayPhi does:
 * 200 with a signed JSON answer whose responseCode says whether it was accepted.
 */
export const payphiSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: PayPhiSandbox }> = async (
  app,
  { sandbox },
) => {
  acceptForms(app);
  const fieldsOf = (body: unknown) => toPayPhiFields(body) ?? {};

  app.post(
    sandbox.paths.initiateSale,
    {
      schema: {
        tags,
        summary: "Sandbox gateway: initiateSale",
        description:
          "Checks the secureHash (sandbox merchant secret) and the sale's fields, records the sale and answers " +
          "responseCode R1000 with redirectURI and tranCtx, or a refusal code (decision 023).",
        body: RequestFieldsSchema,
        response: { 200: SignedAnswerSchema },
      },
    },
    async (request) => sandbox.initiateSale(fieldsOf(request.body)),
  );

  app.post(
    sandbox.paths.command,
    {
      schema: {
        tags,
        summary: "Sandbox gateway: the STATUS and REFUND commands",
        description:
          "transactionType STATUS with originalTxnNo: the sale's txnStatus (REQ, SUC, REJ) and amount. " +
          "transactionType REFUND with the refund's own merchantTxnNo, the sale's originalTxnNo and an amount " +
          "no more than is left of the sale: responseCode 0000 with the refund's txnID, or a refusal code; " +
          "the same refund number again answers the first refund (decision 038).",
        body: RequestFieldsSchema,
        response: { 200: SignedAnswerSchema },
      },
    },
    async (request) => sandbox.command(fieldsOf(request.body)),
  );

  app.get(
    sandbox.paths.page,
    {
      schema: {
        tags,
        summary: "Sandbox gateway: the hosted payment page",
        description: "HTML where the tester chooses Success, Failure or Cancel; 404 for an unknown tranCtx.",
        querystring: z.object({ tranCtx: TranCtxSchema }),
        response: {
          200: html("The payment page"),
          404: html("No sale has this tranCtx"),
        },
      },
    },
    async (request, reply) => {
      const sale = await sandbox.findSale(request.query.tranCtx);
      const nonce = randomBytes(16).toString("base64");
      reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", pageSecurityPolicy(nonce, sale))
        .header("cache-control", "no-store");
      if (!sale)
        return reply
          .code(404)
          .send(renderPage(nonce, "Payment not found", "<p>No payment has this tranCtx.</p>"));
      return reply.send(renderSale(nonce, sale, sandbox.amountOf(sale)));
    },
  );

  app.post(
    sandbox.paths.page,
    {
      schema: {
        tags,
        summary: "Sandbox gateway: the tester's choice",
        description:
          "Settles the sale once, posts the signed payment advice to the shop, and sends the browser (303) to the " +
          "sale's returnURL with the signed outcome in the query.",
        body: ChoiceSchema,
        response: {
          303: z.null().describe("To the sale's returnURL, the signed outcome in its query"),
          404: {
            description: "No sale has this tranCtx",
            content: { "text/plain": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const target = await sandbox.choose(request.body.tranCtx, request.body.outcome);
      if (!target) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Payment not found");
      }
      return reply.redirect(target, 303);
    },
  );
};

/**
 * Nothing but this page's own style and its form: no script at all. The form posts to the sandbox
 * (this origin), which redirects to the sale's returnURL: browsers check form-action on that
 * redirect too, so its origin is allowed as well.
 */
function pageSecurityPolicy(nonce: string, sale: SandboxTransaction | undefined): string {
  const returnOrigin = sale?.request.returnURL ? new URL(sale.request.returnURL).origin : "";
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self'${returnOrigin ? ` ${returnOrigin}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

function renderSale(nonce: string, sale: SandboxTransaction, amount: string): string {
  const settled = sale.txnStatus !== "REQ";
  const rows = [
    ["Merchant", sale.request.merchantId ?? ""],
    ["Order", sale.request.addlParam1 ?? ""],
    ["Transaction", sale.merchantTxnNo],
    ["Amount", formatRupees(Number(amount))],
  ]
    .map(([name, value]) => `<dt>${escapeHtml(name!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  const choice = settled
    ? `<p>This payment is settled: ${escapeHtml(sale.respDescription ?? "")}.</p>
       <button type="submit" name="outcome" value="success">Return to the shop</button>`
    : `<button type="submit" name="outcome" value="success">Success</button>
       <button type="submit" name="outcome" value="failure">Failure</button>
       <button type="submit" name="outcome" value="cancel">Cancel</button>`;
  return renderPage(
    nonce,
    "Sandbox payment",
    `<p class="note">A test gateway built into the shop: no money moves.</p>
     <dl>${rows}</dl>
     <form method="post">
       <input type="hidden" name="tranCtx" value="${escapeHtml(sale.tranCtx)}">
       ${choice}
     </form>`,
  );
}

function renderPage(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PayPhi sandbox</title>
<style nonce="${nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
  .note { background: #fff4ce; padding: .5rem .75rem; border-radius: .25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { min-height: 44px; min-width: 6rem; margin: .25rem .5rem .25rem 0; font: inherit; cursor: pointer; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
