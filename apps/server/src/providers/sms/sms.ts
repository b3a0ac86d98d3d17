/**
 * The SMS provider's interface (DESIGN.md §2): the console for the demo (console-sms.ts), an HTTP
 * gateway in production (http-sms.ts). Messages reach it only through the outbox
 * (providers/outbox/outbox.ts, decision 040), which retries a failure.
 */
export interface OtpSms {
  /** Ten digits, an Indian mobile number without the country code. */
  to: string;
  otp: string;
  /** The whole text, for providers that send text (the console); gateways use their template. */
  body: string;
}

/** A message that is not a code: an order confirmation or an appointment notice. */
export interface NoticeSms {
  to: string;
  /** Which registered template a gateway fills; an order confirmation when left out. */
  template?: "order" | "order-status" | "appointment";
  /** The whole text, for the console; gateways fill their registered template with `variables`. */
  body: string;
  variables: Record<string, string>;
}

/** Sends an SMS; throws when the message could not be handed over. */
export interface SmsSender {
  sendOtp(message: OtpSms): Promise<void>;
  sendNotice(message: NoticeSms): Promise<void>;
}
