import type { SmsSender } from "./sms.ts";

export interface HttpSmsOptions {
  url: string;
  authKey: string;
  templateId: string;
  /** The gateway's template for order confirmations; without it they are not sent (and logged). */
  noticeTemplateId?: string;
  /** The gateway's template for an order's status moves (issue 25); without it they are not sent (and logged). */
  orderStatusTemplateId?: string;
  /** The gateway's template for appointment notices; without it they are not sent (and logged). */
  appointmentTemplateId?: string;
  /** Gives up on a gateway that does not answer within this time. */
  timeoutMs?: number;
}

/**
 * An Indian SMS gateway's send-OTP request, in the shape of MSG91's v5 OTP API:
 * `POST <url>?template_id=…&mobile=91XXXXXXXXXX&otp=NNNNNN` with the key in an `authkey` header.
 * The gateway's DLT-registered template holds the text. A non-2xx answer, or a JSON answer whose
 * `type` is "error", is a failure.
 */
export function createHttpSms({
  url,
  authKey,
  templateId,
  noticeTemplateId,
  orderStatusTemplateId,
  appointmentTemplateId,
  timeoutMs = 10_000,
}: HttpSmsOptions): SmsSender {
  async function post(target: URL, body: unknown): Promise<void> {
    const response = await fetch(target, {
      method: "POST",
      headers: { authkey: authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let type: unknown;
    try {
      type = (JSON.parse(text) as { type?: unknown }).type;
    } catch {
      type = undefined;
    }
    if (!response.ok || type === "error") {
      throw new Error(`SMS gateway answered ${response.status}: ${text.slice(0, 200)}`);
    }
  }

  return {
    async sendOtp({ to, otp }) {
      const target = new URL(url);
      target.searchParams.set("template_id", templateId);
      target.searchParams.set("mobile", `91${to}`);
      target.searchParams.set("otp", otp);
      await post(target, { otp });
    },
    /**
     * MSG91's v5 flow API, on the same host as the OTP URL: `POST /api/v5/flow` with the
     * template and one recipient carrying the template's variables.
     */
    async sendNotice({ to, variables, template = "order" }) {
      const [templateId, setting] = {
        order: [noticeTemplateId, "SMS_HTTP_ORDER_TEMPLATE_ID"],
        "order-status": [orderStatusTemplateId, "SMS_HTTP_ORDER_STATUS_TEMPLATE_ID"],
        appointment: [appointmentTemplateId, "SMS_HTTP_APPOINTMENT_TEMPLATE_ID"],
      }[template];
      if (!templateId) throw new Error(`${setting} is not set: ${template} notice not sent`);
      await post(new URL("/api/v5/flow", url), {
        template_id: templateId,
        short_url: "0",
        recipients: [{ mobiles: `91${to}`, ...variables }],
      });
    },
  };
}
