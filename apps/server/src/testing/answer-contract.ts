import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Tests only: every answer of the app is checked against the OpenAPI document the app serves at
 * /api/docs/json — the contract the mobile app is built from (decision 039). The document, not the
 * route's Zod schema, because it is what clients read, and because some answers (the catalogue's
 * pre-built JSON strings) never meet a Zod schema on their way out.
 *
 * - A documented operation: the answer's status must be documented (its own code, else its class
 *   such as `4XX`, else `default`); its media type must be one the status lists, or no body where
 *   the status lists none (a 204); a JSON body must match the status's schema.
 * - An answer under /api with no documented operation (no route matched, or a route left out of
 *   the document): only an error envelope (`ErrorResponse`) with a 4xx or 5xx status passes.
 * - Anything else (the storefront's HTML pages, media, the web build's files, the document's own
 *   UI at /api/docs) is not part of the API's contract and is not checked.
 *
 * A drifted answer is not changed: it is recorded, and the test that caused it fails after it runs
 * (answer-contract.setup.ts), naming the route, the status and the schema's complaint.
 */
export interface ContractViolation {
  /** `GET /api/v1/product/items/filter`: the route as declared, or the path asked for. */
  route: string;
  status: number;
  problem: string;
}

const violations: ContractViolation[] = [];

/** The violations recorded since the last call, oldest first; the list is emptied. */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0, violations.length);
}

export function describeViolations(found: ContractViolation[]): string {
  const lines = found.map(({ route, status, problem }) => `  ${route} → ${status}: ${problem}`);
  return `${found.length} answer(s) broke the OpenAPI document (decision 039):\n${lines.join("\n")}`;
}

/**
 * Installs the check on `app`: an onSend hook at the root, so call it before any route or plugin
 * that sends (buildApp's `testHooks`), and before compression turns a body into a stream.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(`${String(route.method)} ${route.url} ${JSON.stringify(route.schema ?? null, schemaShapes)}`);
  });
  let contract: Contract | undefined;
  app.addHook("onSend", async (request, reply, payload) => {
    contract ??= contractOf(app, routes);
    const violation = contract.check(request, reply, payload);
    if (violation) violations.push(violation);
    return payload;
  });
}

/**
 * The contracts of the apps built so far in this worker, by their routes. Making an app's document
 * converts every Zod schema of the API: about a second of CPU for each of the suite's apps. The
 * document is made from the routes alone (plugins/openapi.ts), and their schemas from the code
 * alone, never from the configuration (which decides which routes there are): two apps with the
 * same routes, texts and schemas' shapes have the same document. A route's schemas are often made
 * anew for each app, so a schema stands in the key by its kind and fields, not by its identity.
 */
const contracts = new Map<string, Contract>();

function contractOf(app: FastifyInstance, routes: string[]): Contract {
  const key = routes.toSorted().join("\n");
  let contract = contracts.get(key);
  if (!contract) {
    contract = new Contract(app.swagger() as OpenApiDocument);
    contracts.set(key, contract);
  }
  return contract;
}

/** A Zod schema in a route's key: its kind, and an object's fields. */
function schemaShapes(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("_zod" in value)) return value;
  const def = (value as { _zod: { def: { type: string; shape?: object } } })._zod.def;
  return { zod: def.type, fields: def.shape && Object.keys(def.shape) };
}

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const DOCUMENT_ID = "openapi";
const BODILESS = new Set([204, 304]);
const ERROR_SCHEMA = "#/components/schemas/ErrorResponse";
/** Fastify's router syntax to OpenAPI's: `/order/:orderId` is `/order/{orderId}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const escapePointer = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");
const mediaTypeOf = (reply: FastifyReply) =>
  String(reply.getHeader("content-type") ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
const isJson = (mediaType: string) => mediaType === "application/json" || mediaType.endsWith("+json");

// ajv-formats is CommonJS: its function is the module's default export, one level down.
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

class Contract {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    // The whole document is one schema resource, so the `#/components/schemas/…` references of
    // its schemas resolve; `nullable` (OpenAPI 3.0) is Ajv's own keyword; `strict: false` lets
    // the document's other keywords (description, example, paths…) pass unread.
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  check(request: FastifyRequest, reply: FastifyReply, payload: unknown): ContractViolation | undefined {
    const status = reply.statusCode;
    const path = request.url.split("?")[0]!;
    const declared = request.routeOptions.url;
    // HEAD is answered by the GET route, without a body.
    const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
    const documentPath = declared === undefined ? undefined : toOpenApiPath(declared);
    const operation = documentPath === undefined ? undefined : this.document.paths[documentPath]?.[method];
    const route = `${request.method} ${declared ?? path}`;
    const mediaType = mediaTypeOf(reply);
    const body = bodyText(payload);

    if (!operation || !documentPath) {
      if (!path.startsWith("/api/") || path.startsWith("/api/docs")) return undefined;
      const problem =
        status < 400
          ? `an /api answer with no operation in the document (${declared ? "the route is left out of it" : "no route"})`
          : !isJson(mediaType)
            ? `an /api error with no operation in the document, answered as ${mediaType || "no media type"} rather than JSON`
            : this.schemaProblem(`${DOCUMENT_ID}${ERROR_SCHEMA}`, body);
      return problem ? { route, status, problem } : undefined;
    }

    const responses = operation.responses ?? {};
    const statusKey = [String(status), `${String(status)[0]}XX`, "default"].find((key) => responses[key]);
    if (!statusKey) {
      return {
        route,
        status,
        problem: `status ${status} is not in the document (it lists ${Object.keys(responses).join(", ")})`,
      };
    }
    const content = responses[statusKey]!.content;
    if (!content || Object.keys(content).length === 0) {
      // A 204 or 304 never carries a body on the wire: Fastify drops what the handler sent.
      if (body !== undefined && body.length > 0 && request.method !== "HEAD" && !BODILESS.has(status)) {
        return {
          route,
          status,
          problem: `the document lists no body for ${statusKey}, the answer has one (${mediaType})`,
        };
      }
      return undefined;
    }
    if (!(mediaType in content)) {
      return {
        route,
        status,
        problem: `answered as ${mediaType || "no media type"}; the document lists ${Object.keys(content).join(", ")} for ${statusKey}`,
      };
    }
    if (!isJson(mediaType) || request.method === "HEAD" || content[mediaType]!.schema === undefined)
      return undefined;
    if (body === undefined) {
      return { route, status, problem: "a JSON answer whose body the check cannot read (a stream)" };
    }
    const pointer = ["paths", documentPath, method, "responses", statusKey, "content", mediaType, "schema"]
      .map(escapePointer)
      .join("/");
    const problem = this.schemaProblem(`${DOCUMENT_ID}#/${pointer}`, body);
    return problem ? { route, status, problem } : undefined;
  }

  /** What is wrong with `body` by the schema at `ref`, or undefined if nothing. */
  private schemaProblem(ref: string, body: string | undefined): string | undefined {
    let value: unknown;
    try {
      value = JSON.parse(body ?? "");
    } catch {
      return `the body is not JSON: ${JSON.stringify((body ?? "").slice(0, 80))}`;
    }
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    if (validate(value)) return undefined;
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => {
        const where = error.instancePath || "(the body)";
        const extra = error.keyword === "additionalProperties" ? ` (${error.params.additionalProperty})` : "";
        return `${where} ${error.message}${extra} [schema ${error.schemaPath}]`;
      })
      .join("; ");
  }
}

/** The body as text, or undefined for a stream (a file or a compressed answer). */
function bodyText(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return "";
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return undefined;
}
