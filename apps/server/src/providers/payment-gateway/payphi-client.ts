import { hasValidSecureHash, type PayPhiFields, signFields, toPayPhiFields } from "./payphi-hash.ts";

/**
 * The ICICI PayPhi gateway as the shop calls it (decision 023): initiateSale and the STATUS and
 * REFUND commands (decision 038), each request signed, each answer's secureHash checked before anything in it is used.
 * The paths are the gateway's: `<base>/pg/api/v2/initiateSale` and `<base>/pg/api/command`.
 */
export const PAYPHI_PATHS = {
  initiateSale: "/pg/api/v2/initiateSale",
  command: "/pg/api/command",
} as const;

/** PayPhi's answer codes the shop reads (decision 023 lists where each comes from). */
export const PAYPHI_CODES = {
  /** initiateSale accepted: redirectURI and tranCtx follow. */
  saleAccepted: "R1000",
  /** A STATUS query answered, and a return or advice that says the money was taken. */
  ok: "0000",
  /** The same, as some of the gateway's messages write it. */
  okShort: "000",
  /**
   * A REJ whose txnResponseCode is this: the shopper pressed Cancel on the gateway's page, rather
   * than the bank declining (assumed, decision 037: the sandbox answers it; any other code of a
   * REJ reads as a failure, which is the safe reading — neither is paid).
   */
  cancelledByShopper: "040",
} as const;

/** The gateway's word on a transaction: SUC taken, REJ refused or cancelled, REQ still open. */
export type TxnStatus = "SUC" | "REJ" | "REQ";

/** Posts JSON fields to a URL and gives back the status and the body's text. */
export type PayPhiTransport = (
  url: string,
  fields: PayPhiFields,
) => Promise<{ status: number; body: string }>;

export interface PayPhiClientOptions {
  merchantId: string;
  secret: string;
  /** The gateway's base URL (https://…), or the sandbox's path on this server. */
  baseUrl: string;
  transport: PayPhiTransport;
}

export interface SaleRequest {
  merchantTxnNo: string;
  amountPaise: number;
  customerEmailID: string;
  customerMobileNo: string;
  returnURL: string;
  addlParam1?: string;
  addlParam2?: string;
  /** When the sale is asked for: the gateway wants it as yyyyMMddHHmmss. */
  at?: Date;
}

export interface SaleAnswer {
  redirectURI: string;
  tranCtx: string;
}

export interface StatusAnswer {
  merchantTxnNo: string;
  txnStatus: TxnStatus;
  /** What the gateway took, in paise, when it says; undefined when it gives no amount. */
  amountPaise?: number;
  txnId?: string;
  responseCode: string;
  description: string;
  /** Every signed field, for the payment's record. */
  fields: PayPhiFields;
}

export interface RefundRequest {
  /** The refund's own transaction number: the same number again cannot refund twice. */
  merchantTxnNo: string;
  /** The sale's transaction number. */
  originalTxnNo: string;
  amountPaise: number;
}

/** The gateway's answer to a REFUND: taken (`accepted`) or refused, with its reference and words. */
export interface RefundAnswer {
  accepted: boolean;
  txnId?: string;
  responseCode: string;
  description: string;
}

/** The gateway did not answer, or answered in a way the shop cannot use or trust. */
export class GatewayError extends Error {}

export function createPayPhiClient({ merchantId, secret, baseUrl, transport }: PayPhiClientOptions) {
  const base = baseUrl.replace(/\/+$/, "");

  /** Sends signed fields and returns the answer's fields once its secureHash is right. */
  async function call(path: string, fields: PayPhiFields): Promise<PayPhiFields> {
    const signed = signFields(withoutEmpty(fields), secret);
    let answer: { status: number; body: string };
    try {
      answer = await transport(`${base}${path}`, signed);
    } catch (error) {
      throw new GatewayError(`the gateway could not be reached: ${(error as Error).message}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      throw new GatewayError(`the gateway answered ${answer.status} with no JSON`);
    }
    const received = toPayPhiFields(parsed);
    if (!received) throw new GatewayError(`the gateway answered ${answer.status} with no fields`);
    if (!hasValidSecureHash(received, secret)) {
      throw new GatewayError(`the gateway's answer (${answer.status}) has a missing or wrong secureHash`);
    }
    return received;
  }

  return {
    merchantId,

    /** Asks for a sale: where to send the shopper, and the gateway's context for it. */
    async initiateSale(sale: SaleRequest): Promise<SaleAnswer> {
      const answer = await call(PAYPHI_PATHS.initiateSale, {
        merchantId,
        merchantTxnNo: sale.merchantTxnNo,
        amount: formatAmount(sale.amountPaise),
        currencyCode: "356",
        payType: "0",
        transactionType: "SALE",
        customerEmailID: sale.customerEmailID,
        customerMobileNo: sale.customerMobileNo,
        returnURL: sale.returnURL,
        addlParam1: sale.addlParam1 ?? "",
        addlParam2: sale.addlParam2 ?? "",
        txnDate: formatTxnDate(sale.at ?? new Date()),
      });
      const { responseCode, redirectURI, tranCtx } = answer;
      if (responseCode !== PAYPHI_CODES.saleAccepted || !redirectURI || !tranCtx) {
        throw new GatewayError(
          `initiateSale refused: ${responseCode ?? "no responseCode"} ${answer.respDescription ?? ""}`.trim(),
        );
      }
      return { redirectURI, tranCtx };
    },

    /** The gateway's own view of a transaction (the STATUS command, by the original number). */
    async status(merchantTxnNo: string): Promise<StatusAnswer> {
      const answer = await call(PAYPHI_PATHS.command, {
        merchantId,
        merchantTxnNo,
        originalTxnNo: merchantTxnNo,
        transactionType: "STATUS",
      });
      const responseCode = answer.responseCode ?? "";
      const answered = responseCode === PAYPHI_CODES.ok || responseCode === PAYPHI_CODES.okShort;
      const txnStatus = answered ? asTxnStatus(answer.txnStatus) : "REQ";
      const named = answer.originalTxnNo || answer.merchantTxnNo;
      if (answered && named !== merchantTxnNo) {
        throw new GatewayError(`STATUS answered for ${named ?? "no transaction"}, not ${merchantTxnNo}`);
      }
      return {
        merchantTxnNo,
        txnStatus,
        amountPaise: answer.amount ? parseAmount(answer.amount) : undefined,
        txnId: answer.txnID || undefined,
        responseCode: answer.txnResponseCode || responseCode,
        description: answer.txnRespDescription || answer.respDescription || "",
        fields: answer,
      };
    },

    /**
     * Refunds (part of) a sale: the command with transactionType REFUND, the refund's own number,
     * the sale's as originalTxnNo, and the amount (decision 038). A signed answer with responseCode
     * 0000/000 for this refund is taken; any other signed answer is a refusal. No answer, or one
     * that is not signed or names another refund, is a GatewayError: the refund's outcome is not
     * known, and asking again under the same number is safe.
     */
    async refund(request: RefundRequest): Promise<RefundAnswer> {
      const answer = await call(PAYPHI_PATHS.command, {
        merchantId,
        merchantTxnNo: request.merchantTxnNo,
        originalTxnNo: request.originalTxnNo,
        amount: formatAmount(request.amountPaise),
        currencyCode: "356",
        transactionType: "REFUND",
      });
      const responseCode = answer.responseCode ?? "";
      const accepted = responseCode === PAYPHI_CODES.ok || responseCode === PAYPHI_CODES.okShort;
      if (accepted && answer.merchantTxnNo !== request.merchantTxnNo) {
        throw new GatewayError(
          `REFUND answered for ${answer.merchantTxnNo ?? "no transaction"}, not ${request.merchantTxnNo}`,
        );
      }
      return {
        accepted,
        txnId: answer.txnID || undefined,
        responseCode,
        description: answer.respDescription ?? "",
      };
    },

    /** Whether a return or an advice carries this merchant's right secureHash. */
    isSigned(fields: PayPhiFields): boolean {
      return hasValidSecureHash(fields, secret);
    },
  };
}

export type PayPhiClient = ReturnType<typeof createPayPhiClient>;

/** The real gateway over HTTPS: JSON in, JSON out, given up after `timeoutMs`. */
export function fetchTransport(timeoutMs = 20_000): PayPhiTransport {
  return async (url, fields) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Rupees with two decimals, from paise, without floating point: 123456 → "1234.56". */
export function formatAmount(paise: number): string {
  const whole = Math.floor(paise / 100);
  return `${whole}.${String(paise % 100).padStart(2, "0")}`;
}

/** Paise from the gateway's "1234.56" (or "1234.5", "1234"); NaN for anything else. */
export function parseAmount(text: string): number {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** yyyyMMddHHmmss in India's time (UTC+5:30, no daylight saving), as the gateway keeps time. */
export function formatTxnDate(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  return india.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

/** A refused transaction that the shopper cancelled, by the STATUS answer's txnResponseCode. */
export function isCancelledByShopper(status: Pick<StatusAnswer, "txnStatus" | "responseCode">): boolean {
  return status.txnStatus === "REJ" && status.responseCode === PAYPHI_CODES.cancelledByShopper;
}

function asTxnStatus(value: string | undefined): TxnStatus {
  return value === "SUC" || value === "REJ" ? value : "REQ";
}

function withoutEmpty(fields: PayPhiFields): PayPhiFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ""));
}
