import path from "node:path";
import type { Config } from "../config.ts";
import type { DemoAdmin } from "./demo-admin.ts";

/**
 * The environment of a start that asks for the demo (decision 013): `npm start` and `npm run dev`
 * give a newcomer a working shop, unless NODE_ENV says this is production or DEMO is set.
 * scripts/start.mjs applies the same rule in plain JavaScript.
 */
export function demoUnlessProduction(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_ENV === "production" || (env.DEMO ?? "") !== "") return env;
  return { ...env, DEMO: "true" };
}

/**
 * What start-up prints under the "listening" line: the demo's banner, or a note that OTPs are
 * printed rather than sent; nothing for a shop set up for real.
 */
export function startupNotice(config: Config, address: string, demoAdmin?: DemoAdmin): string | undefined {
  const otps =
    config.SMS_PROVIDER === "console"
      ? [
          "OTPs are not sent by SMS: they are printed on this console and listed at",
          `${address}/api/v1/dev/outbox (answered to this machine only).`,
        ]
      : ["OTPs are sent through the SMS gateway (SMS_PROVIDER=http)."];
  if (!config.DEMO) {
    return config.SMS_PROVIDER === "console" ? `Note: SMS_PROVIDER is console. ${otps.join(" ")}` : undefined;
  }
  const lines = [
    "This is a DEMO of Nagai, to try the shop: not for real shoppers, payments or orders.",
    ...otps,
    ...(config.MAIL_PROVIDER === "outbox"
      ? [`Mails are not sent: they are listed at ${address}/api/v1/dev/mail-outbox (this machine only).`]
      : []),
    ...(config.JWT_SECRET
      ? []
      : [`Sessions are signed with a key generated into ${path.join(config.dataDir, "jwt-secret")}.`]),
    ...(demoAdmin
      ? [
          `Staff console: ${address}/staff/login as ${demoAdmin.phone}, password ${demoAdmin.password} (a demo`,
          "admin; its OTP is printed here too). A password changed in the console replaces this one.",
        ]
      : []),
    ...(config.paymentGateway === "sandbox"
      ? ["Payments go to the sandbox gateway built into this server: you choose the outcome, no money moves."]
      : []),
    "To run it for real, set NODE_ENV=production with JWT_SECRET, SMS_PROVIDER=http and",
    "SMS_HTTP_*, PAYPHI_*, MAIL_PROVIDER=smtp and SMTP_*, PUBLIC_ORIGIN and DATABASE_URL",
    "(README.md, Configuration).",
    "DEMO=false hides this.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "=".repeat(width + 4);
  return [rule, ...lines.map((line) => `  ${line}`), rule].join("\n");
}
