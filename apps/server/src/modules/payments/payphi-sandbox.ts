import { randomBytes, randomInt } from "node:crypto";
import {
  formatAmount,
  formatTxnDate,
  hasValidSecureHash,
  PAYPHI_CODES,
  PAYPHI_PATHS,
  type PayPhiFields,
  parseAmount,
  signFields,
} from "../../providers/payment-gateway/payment-gateway.public.ts";
import type { SandboxRepository, SandboxTransaction } from "./payphi-sandbox.repository.ts";

/**
 * The sandbox gateway built into the server (decision 023): the PayPhi protocol as the shop's
 * client speaks it — initiateSale, the STATUS and REFUND commands, a hosted page, the browser's signed return
 * and the server-to-server payment advice — with a merchant secret of its own, so a tester can pay,
 * fail or cancel without a bank. Its transactions are in the database: every process serves them.
 */
export const SANDBOX_PREFIX = "/sandbox/payphi";
export const SANDBOX_MERCHANT_ID = "NAGAISANDBOX";
/** The hosted page, under the prefix: GET shows it, POST takes the tester's choice. */
export const SANDBOX_PAGE_PATH = "/pg/api/v2/authRedirect";

/**
 * The sandbox's answer codes. R1000 and 0000 are the real gateway's; the refusals and the
 * declined code are the sandbox's own (decision 023: the shop reads only R1000, 0000/000 and the
 * txnStatus SUC/REJ/REQ), and the cancelled code is the one the shop reads as the shopper's
 * Cancel (PAYPHI_CODES.cancelledByShopper, decision 037).
 */
export const SANDBOX_CODES = {
  accepted: PAYPHI_CODES.saleAccepted,
  ok: PAYPHI_CODES.ok,
  invalid: "P1006",
  badHash: "P1007",
  duplicate: "P1008",
  unknownTransaction: "P1009",
  /** A refund the sale cannot take: not paid, or more than is left of it. */
  refundRefused: "P1010",
  declined: "039",
  cancelled: PAYPHI_CODES.cancelledByShopper,
} as const;

export type SandboxOutcome = "success" | "failure" | "cancel";

const OUTCOMES: Record<
  SandboxOutcome,
  { txnStatus: "SUC" | "REJ"; responseCode: string; respDescription: string }
> = {
  success: { txnStatus: "SUC", responseCode: SANDBOX_CODES.ok, respDescription: "Transaction successful" },
  failure: {
    txnStatus: "REJ",
    responseCode: SANDBOX_CODES.declined,
    respDescription: "Transaction declined",
  },
  cancel: {
    txnStatus: "REJ",
    responseCode: SANDBOX_CODES.cancelled,
    respDescription: "Cancelled by the customer",
  },
};

export interface SandboxOptions {
  repository: SandboxRepository;
  secret: string;
  /** Posts the payment advice to the shop, as the real gateway does to the URL it was given. */
  deliverAdvice: (fields: PayPhiFields) => Promise<void>;
}

/** What the initiateSale request must hold, besides a right secureHash. */
const SALE_RULES: Record<string, RegExp> = {
  merchantId: new RegExp(`^${SANDBOX_MERCHANT_ID}$`),
  merchantTxnNo: /^[A-Za-z0-9]{1,40}$/,
  amount: /^\d{1,10}\.\d{2}$/,
  currencyCode: /^356$/,
  payType: /^0$/,
  transactionType: /^SALE$/,
  txnDate: /^\d{14}$/,
  returnURL: /^https?:\/\/\S{1,2000}$/,
};

/** What a REFUND command must hold, besides a right secureHash and a known, paid sale. */
const REFUND_RULES: Record<string, RegExp> = {
  merchantTxnNo: /^[A-Za-z0-9]{1,40}$/,
  originalTxnNo: /^[A-Za-z0-9]{1,40}$/,
  amount: /^\d{1,10}\.\d{2}$/,
  currencyCode: /^356$/,
};

export function createPayPhiSandbox({ repository, secret, deliverAdvice }: SandboxOptions) {
  const sign = (fields: PayPhiFields) => signFields(fields, secret);
  const refusal = (responseCode: string, respDescription: string, extra: PayPhiFields = {}) =>
    sign({ merchantId: SANDBOX_MERCHANT_ID, ...extra, responseCode, respDescription });

  /** The signed message the browser's return and the advice carry, for a settled sale. */
  function outcomeMessage(sale: SandboxTransaction): PayPhiFields {
    return sign({
      merchantId: SANDBOX_MERCHANT_ID,
      merchantTxnNo: sale.merchantTxnNo,
      amount: sale.request.amount ?? "",
      responseCode: sale.responseCode ?? "",
      respDescription: sale.respDescription ?? "",
      txnID: sale.txnId ?? "",
      paymentDateTime: sale.paidAt ? formatTxnDate(sale.paidAt) : "",
      addlParam1: sale.request.addlParam1 ?? "",
      addlParam2: sale.request.addlParam2 ?? "",
    });
  }

  /**
   * A REFUND command, answered as the gateway does: signed, responseCode 0000 with the refund's
   * txnID when taken; a refusal code when the sale is unknown, unpaid, or the amount is more than
   * is left of it. The same refund number again answers the first refund.
   */
  async function refund(fields: PayPhiFields): Promise<PayPhiFields> {
    const merchantTxnNo = fields.merchantTxnNo ?? "";
    const originalTxnNo = fields.originalTxnNo ?? "";
    const amount = fields.amount ?? "";
    const named = { merchantTxnNo, originalTxnNo };
    for (const [name, rule] of Object.entries(REFUND_RULES)) {
      if (!rule.test(fields[name] ?? ""))
        return refusal(SANDBOX_CODES.invalid, `${name} is missing or invalid`, named);
    }
    if (!(parseAmount(amount) > 0)) return refusal(SANDBOX_CODES.invalid, "amount must be above 0.00", named);
    const outcome = await repository.refund(
      originalTxnNo,
      merchantTxnNo,
      amount,
      String(randomInt(1e11, 1e12)),
    );
    switch (outcome.kind) {
      case "unknown-sale":
        return refusal(SANDBOX_CODES.unknownTransaction, "No such transaction", named);
      case "number-used":
        return refusal(SANDBOX_CODES.duplicate, "merchantTxnNo was used before", named);
      case "not-paid":
        return refusal(SANDBOX_CODES.refundRefused, "The original transaction was not successful", named);
      case "too-much":
        return refusal(SANDBOX_CODES.refundRefused, "Refund amount exceeds the amount left to refund", named);
      case "refunded":
        return sign({
          merchantId: SANDBOX_MERCHANT_ID,
          ...named,
          responseCode: SANDBOX_CODES.ok,
          respDescription: "Refund accepted",
          txnStatus: "SUC",
          amount: outcome.refund.amount,
          txnID: outcome.refund.txnId,
        });
    }
  }

  return {
    /** POST <prefix>/pg/api/v2/initiateSale. */
    async initiateSale(fields: PayPhiFields): Promise<PayPhiFields> {
      if (!hasValidSecureHash(fields, secret))
        return refusal(SANDBOX_CODES.badHash, "secureHash is missing or wrong");
      for (const [name, rule] of Object.entries(SALE_RULES)) {
        if (!rule.test(fields[name] ?? ""))
          return refusal(SANDBOX_CODES.invalid, `${name} is missing or invalid`);
      }
      if (!(parseAmount(fields.amount!) > 0))
        return refusal(SANDBOX_CODES.invalid, "amount must be above 0.00");
      if (!URL.canParse(fields.returnURL!))
        return refusal(SANDBOX_CODES.invalid, "returnURL is missing or invalid");
      const merchantTxnNo = fields.merchantTxnNo!;
      const tranCtx = randomBytes(16).toString("hex");
      const { secureHash: _signature, ...request } = fields;
      if (!(await repository.insertSale(merchantTxnNo, tranCtx, request))) {
        return refusal(SANDBOX_CODES.duplicate, "merchantTxnNo was used before", { merchantTxnNo });
      }
      return sign({
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTxnNo,
        responseCode: SANDBOX_CODES.accepted,
        respDescription: "Request accepted",
        redirectURI: `${SANDBOX_PREFIX}${SANDBOX_PAGE_PATH}`,
        tranCtx,
      });
    },

    /** POST <prefix>/pg/api/command: the STATUS query, or a REFUND (decision 038). */
    async command(fields: PayPhiFields): Promise<PayPhiFields> {
      if (!hasValidSecureHash(fields, secret))
        return refusal(SANDBOX_CODES.badHash, "secureHash is missing or wrong");
      if (fields.merchantId === SANDBOX_MERCHANT_ID && fields.transactionType === "REFUND") {
        return refund(fields);
      }
      if (fields.merchantId !== SANDBOX_MERCHANT_ID || fields.transactionType !== "STATUS") {
        return refusal(SANDBOX_CODES.invalid, "merchantId or transactionType is missing or invalid");
      }
      const originalTxnNo = fields.originalTxnNo ?? "";
      const sale = originalTxnNo ? await repository.findByMerchantTxnNo(originalTxnNo) : undefined;
      if (!sale) return refusal(SANDBOX_CODES.unknownTransaction, "No such transaction", { originalTxnNo });
      return sign({
        merchantId: SANDBOX_MERCHANT_ID,
        merchantTxnNo: fields.merchantTxnNo ?? "",
        originalTxnNo,
        responseCode: SANDBOX_CODES.ok,
        respDescription: "Transaction found",
        txnStatus: sale.txnStatus,
        txnResponseCode: sale.responseCode ?? "",
        txnRespDescription: sale.respDescription ?? "",
        amount: sale.request.amount ?? "",
        txnID: sale.txnId ?? "",
        paymentDateTime: sale.paidAt ? formatTxnDate(sale.paidAt) : "",
      });
    },

    /** The sale behind a hosted page's tranCtx, if any. */
    findSale: (tranCtx: string) => repository.findByTranCtx(tranCtx),

    /**
     * The tester's choice: settles the sale (once; a second choice keeps the first), posts the
     * advice to the shop, and answers where the browser goes — the sale's returnURL with the
     * signed outcome in its query. Undefined for an unknown tranCtx.
     */
    async choose(tranCtx: string, outcome: SandboxOutcome): Promise<string | undefined> {
      const open = await repository.findByTranCtx(tranCtx);
      if (!open) return undefined;
      const sale =
        open.txnStatus === "REQ"
          ? await repository.settle(tranCtx, { ...OUTCOMES[outcome], txnId: String(randomInt(1e11, 1e12)) })
          : open;
      if (!sale) return undefined;
      const message = outcomeMessage(sale);
      if (open.txnStatus === "REQ") await deliverAdvice(message);
      const target = new URL(sale.request.returnURL!);
      for (const [name, value] of Object.entries(message)) target.searchParams.set(name, value);
      return target.toString();
    },

    /** The sale's amount as the page shows it. */
    amountOf: (sale: SandboxTransaction) => formatAmount(parseAmount(sale.request.amount ?? "0")),
    paths: {
      initiateSale: PAYPHI_PATHS.initiateSale,
      command: PAYPHI_PATHS.command,
      page: SANDBOX_PAGE_PATH,
    },
  };
}

export type PayPhiSandbox = ReturnType<typeof createPayPhiSandbox>;
