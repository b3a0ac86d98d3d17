import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import {
  createPayPhiClient,
  fetchTransport,
  type PayPhiClient,
  type PayPhiTransport,
} from "../../providers/payment-gateway/payment-gateway.public.ts";
import { loadSecret } from "../auth/auth.public.ts";
import { ADVICE_PATH } from "./payments.routes.ts";
import { createSandboxRepository } from "./payphi-sandbox.repository.ts";
import { payphiSandboxRoutes } from "./payphi-sandbox.routes.ts";
import { createPayPhiSandbox, SANDBOX_MERCHANT_ID, SANDBOX_PREFIX } from "./payphi-sandbox.ts";

/** The file in DATA_DIR holding the sandbox merchant's secret, generated once like jwt-secret. */
export const SANDBOX_SECRET_FILE = "payphi-sandbox-secret";

export interface PaymentGateway {
  client: PayPhiClient;
  /** The sandbox's routes, to register at the server's root; undefined for the real gateway. */
  sandboxRoutes?: FastifyPluginAsync;
}

/**
 * The gateway the shop pays through (decision 023). With PAYPHI_* configured: the real ICICI
 * PayPhi gateway over HTTPS. Otherwise (refused in production, config.ts) the sandbox built into
 * this server, under /sandbox/payphi, with a merchant secret generated into DATA_DIR. The shop
 * reaches the sandbox through `app.inject`: the same routes and handlers as over the network,
 * without depending on which address and port this process listens on or can reach itself by;
 * and the sandbox posts its payment advice to the shop the same way.
 */
export function createPaymentGateway({
  app,
  config,
  db,
}: {
  app: FastifyInstance;
  config: Config;
  db: Database;
}): PaymentGateway {
  if (config.paymentGateway === "payphi") {
    return {
      client: createPayPhiClient({
        merchantId: config.PAYPHI_MERCHANT_ID!,
        secret: config.PAYPHI_SECRET!,
        baseUrl: config.PAYPHI_BASE_URL!,
        transport: fetchTransport(),
      }),
    };
  }
  const secret = loadSecret(undefined, config.dataDir, SANDBOX_SECRET_FILE);
  const injectTransport: PayPhiTransport = async (url, fields) => {
    const response = await app.inject({ method: "POST", url, payload: fields });
    return { status: response.statusCode, body: response.body };
  };
  const sandbox = createPayPhiSandbox({
    repository: createSandboxRepository(db),
    secret,
    async deliverAdvice(fields) {
      // The real gateway posts its advice as a form; a failure is the shop's to log, not the tester's page.
      const response = await app.inject({
        method: "POST",
        url: `/api/v1${ADVICE_PATH}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
      if (response.statusCode !== 200) {
        app.log.warn(
          { status: response.statusCode, body: response.body.slice(0, 200) },
          "sandbox advice refused",
        );
      }
    },
  });
  return {
    client: createPayPhiClient({
      merchantId: SANDBOX_MERCHANT_ID,
      secret,
      baseUrl: SANDBOX_PREFIX,
      transport: injectTransport,
    }),
    sandboxRoutes: async (root) => {
      await root.register(payphiSandboxRoutes, { prefix: SANDBOX_PREFIX, sandbox });
    },
  };
}
