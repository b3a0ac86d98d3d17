import type { Random } from "../demo/random.ts";

/**
 * Hostile requests for the fuzz test (fuzz.test.ts): every operation of the OpenAPI document the
 * app serves, and the storefront's pages and forms, sent with valid values and with mutations an
 * attacker or a broken client would send. Everything comes from one seeded Random, so a seed and
 * a request count give the same requests again.
 */

export interface FuzzRequest {
  method: string;
  /** As sent: may hold raw, broken percent-encodings. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The whole request as bytes, for what inject cannot express (raw non-ASCII in the URL or headers). */
  raw?: Buffer;
  /** The client address the request comes from: throttles count per address. */
  remoteAddress: string;
  /** What was done to the request, for the failure report. */
  mutation: string;
}

/** What a valid request needs: real pieces, a real account and its tokens, and forged ones. */
export interface FuzzSamples {
  snos: number[];
  itemNames: string[];
  subItemNames: string[];
  account: { contactNumber: string; username: string; email: string; password: string };
  /** The account's valid token. */
  token: string;
  /** Tokens that must be refused: expired, without exp, wrongly signed, with odd claims. */
  badTokens: string[];
  /**
   * A second account for the personal lists (cart, wishlist, recently viewed), its token sent to
   * those routes only: the first account's token ends as soon as a fuzzed logout or password
   * change succeeds with it, and every signed-in request after that would be a mere 401.
   */
  shopper: { contactNumber: string; token: string };
  /** The shopper's online orders (the payment routes' merchantTxnNo) and gateway contexts of theirs. */
  orderIds: string[];
  tranCtxs: string[];
}

/** The routes of one shopper's own lists, orders, payments and addresses: fuzzed mostly signed in, as the shopper. */
const PERSONAL_LISTS = /^\/api\/v1\/(cart|favorites|recently-viewed|order|payment|addresses)\//;

interface JsonSchema {
  type?: string | string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  anyOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
type RequestBody = { content?: Record<string, { schema?: JsonSchema }> };

/** The page routes' own catch-all appears in the document as `{*}`; pages are fuzzed by their forms. */
export function readOperations(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const name = schema?.$ref?.split("/").pop();
    return name ? document.components?.schemas?.[name] : schema;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.includes("{*}")) continue;
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: resolve(operation.requestBody?.content?.["application/json"]?.schema),
      });
    }
  }
  return operations;
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

/** Text no field should choke on: NUL, broken encodings, numbers out of every range, markup. */
const HOSTILE_TEXT = [
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "%00",
  "%E0%A4%A",
  "%",
  "%zz",
  "%%",
  "\uFFFD",
  "\uD800",
  "\uDFFF\uD800",
  "\uFFFF",
  "😀💍",
  "நகை மோதிரம்",
  "\u202Eevil",
  "\r\n\tX-Injected: 1",
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "\\",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "..%2f..%2f",
  " ",
  "",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e308",
  "1e309",
  "-1e308",
  "99999999999999999999999",
  "99999999999999999999999999",
  "-99999999999999999999999",
  "9007199254740993",
  "2147483648",
  "4294967296",
  "0x1F",
  "1.5",
  "1,000",
  "١٢٣",
  "0000000000",
  "12345678901",
  "1e3",
  "true",
  "null",
  "[object Object]",
  "__proto__",
];

/** JSON literals written into a body as they are: numbers JavaScript would round, and non-JSON. */
const RAW_JSON_VALUES = [
  "1e308",
  "1e999",
  "-1e999",
  "99999999999999999999999",
  "-1",
  "0",
  "-0",
  "1.5",
  "2147483648",
  "9007199254740993",
  "true",
  "false",
  "null",
  "[]",
  '["a","b"]',
  "[1,2,3]",
  "{}",
  '{"$ne":null}',
  '{"__proto__":{"admin":true}}',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  `"${"\\u0000".repeat(50)}"`,
];

/**
 * Lengths of long values. A URL over a real socket stops at Node's 16 KB header limit (431), so
 * URL values stay under it; bodies go past the 1 MB body limit.
 */
const LONG_IN_URL = [256, 4_097, 12_000];
const LONG_IN_BODY = [256, 4_097, 70_000, 1_100_000];

const randomDigits = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 9)).join("");

/** A value a correct client would send for this field. */
function validValue(
  name: string,
  schema: JsonSchema | undefined,
  random: Random,
  samples: FuzzSamples,
): unknown {
  const { account } = samples;
  switch (name) {
    case "sno":
      return String(random.pick(samples.snos));
    case "itemName":
      return random.pick(samples.itemNames);
    case "subItemName":
      return random.pick(samples.subItemNames);
    case "contactNumber":
      return random.chance(0.5) ? account.contactNumber : `9${randomDigits(random, 9)}`;
    case "contactOrEmailOrUsername":
      return random.pick([
        account.contactNumber,
        account.email,
        account.username,
        `nobody${random.int(1, 999)}`,
      ]);
    case "password":
    case "oldPassword":
      return random.chance(0.5) ? account.password : `Wrong#${random.int(1000, 9999)}`;
    case "newPassword":
      return `New#pass${random.int(1000, 9999)}`;
    case "email":
      return `fuzz${random.int(1, 1e6)}@gmail.com`;
    case "username":
      return `fuzz${random.int(1, 1e6)}`;
    case "otp":
      return randomDigits(random, 6);
    case "minGrandTotal":
      return String(random.int(0, 5000));
    case "maxGrandTotal":
      return String(random.int(5000, 500_000));
    case "priceRange":
      return random.pick(["0-599", "600-1999", "2000-"]);
    case "sortBy":
      return random.pick(["price_ASC", "price_DESC", "relevance", "price"]);
    case "sortDirection":
      return random.pick(["ASC", "desc"]);
    case "gender":
      return random.pick(["Women", "men", "Kids", "Unisex"]);
    case "roles":
      return ["ROLE_USER"];
    // The personal lists: real pieces, the shopper's own rows (ids are small in a fresh database)
    // and number, and quantities around the stock.
    case "itemSno":
    case "itemTagSno":
      return random.pick(samples.snos);
    case "id":
      return random.int(1, 40);
    case "quantity":
      return random.int(1, 3);
    case "phone":
      return random.chance(0.7) ? samples.shopper.contactNumber : account.contactNumber;
    // Addresses: the shopper's own customer id is one of the first few in a fresh database.
    case "customerId":
      return random.int(1, 3);
    case "alternatePhone":
      return `9${randomDigits(random, 9)}`;
    case "pincode":
      return randomDigits(random, 6);
    case "gstNumber":
      return random.pick(["22AAAAA0000A1Z5", "33abcde1234f1z5", ""]);
    case "isDefault":
      return random.chance(0.5);
    case "addressType":
      return random.pick(["home", "work"]);
    case "tab":
      return random.pick(["all", "default", "home", "work"]);
    case "file":
      return random.pick(["products-1.xml", "products-0.xml", "pages.xml"]);
    // Payments: the shopper's orders and the gateway's fields (decision 023).
    case "merchantTxnNo":
      return random.pick([...samples.orderIds, "ORD999999", "NG0000000000000000"]);
    case "amount":
      return random.pick([2299, "2299.00", "1.00", 0.01]);
    case "tranCtx":
      return random.pick([...samples.tranCtxs, "0".repeat(32)]);
    case "currencyCode":
      return "356";
    case "payType":
      return 0;
    case "transactionType":
      return "SALE";
    case "outcome":
      return random.pick(["success", "failure", "cancel"]);
    // Orders: the shopper's details, an address line, and order ids that exist or look like one.
    case "customerName":
      return random.pick(["Meena Raman", "A", "நகை"]);
    case "contact":
      return random.chance(0.7) ? samples.shopper.contactNumber : `9${randomDigits(random, 9)}`;
    case "address":
      return "12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India";
    case "addressId":
      return random.int(1, 5);
    case "orderId":
      // The shopper's own orders too, so a cancel (decision 038) is tried on a real one.
      return random.pick([...samples.orderIds, "NG261123K7Q2M9XH4D", "1", "history"]);
    case "reason":
      return random.pick(["Ordered by mistake", "வேண்டாம்", "Other: 🙂"]);
  }
  if (!schema) return "x";
  if (schema.enum) return random.pick(schema.enum);
  const pattern = schema.pattern ? /^\^\\d(?:\{(\d+)\}|\+)\$$/.exec(schema.pattern) : null;
  if (pattern) return randomDigits(random, pattern[1] ? Number(pattern[1]) : random.int(1, 3));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "integer" || type === "number") return random.int(schema.minimum ?? 0, schema.maximum ?? 100);
  if (type === "boolean") return random.chance(0.5);
  if (type === "array") return [validValue(name, schema.items, random, samples)];
  if (type === "object") return validObject(schema, random, samples);
  return random.pick(["YES", "Gold", "Rings", "Women", "Wedding", "1", "abc"]);
}

function validObject(schema: JsonSchema, random: Random, samples: FuzzSamples): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (schema.required?.includes(name) || random.chance(0.5)) {
      object[name] = validValue(name, property, random, samples);
    }
  }
  return object;
}

/** A hostile text: one of the list, or very long. */
function hostileText(random: Random, where: "url" | "body" = "url"): string {
  if (random.chance(0.1)) {
    const length = random.pick(where === "url" ? LONG_IN_URL : LONG_IN_BODY);
    return random.pick(["x", "\u0000", "%", "é", "9"]).repeat(length);
  }
  return random.pick(HOSTILE_TEXT);
}

/** encodeURIComponent, except that a lone surrogate becomes the bytes of one (not UTF-8: a broken encoding). */
function percentEncode(text: string): string {
  let encoded = "";
  for (const character of text) {
    const code = character.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase()
        : encodeURIComponent(character);
  }
  return encoded;
}

/** Percent-encodes, or not: a raw value can leave broken encodings and bare `&`/`#` in the URL. */
function queryPart(random: Random, name: string, value: string): string {
  const encode = (text: string) =>
    random.chance(0.75) ? percentEncode(text) : text.replaceAll(/[#\s]/g, "");
  return `${encode(name)}=${encode(value)}`;
}

function fillPath(path: string, random: Random, samples: FuzzSamples, hostile: boolean): string {
  return path.replaceAll(/\{(\w+)\}/g, (_match, name: string) => {
    const value = hostile ? hostileText(random) : String(validValue(name, undefined, random, samples));
    return random.chance(0.7) ? percentEncode(value) : value.replaceAll(/[/?#\s]/g, "");
  });
}

/** A body as the wire carries it: JSON of the object, with some values replaced by raw literals. */
function jsonWithRawValues(object: Record<string, unknown>, raw: Record<string, string>): string {
  let text = JSON.stringify(object);
  for (const [name, literal] of Object.entries(raw)) {
    text = text.replace(JSON.stringify(`\u0001raw:${name}`), literal);
  }
  return text;
}

/** Bytes that are not UTF-8: a lone continuation byte, an overlong NUL, a surrogate, a cut sequence. */
const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe0, 0xa4]),
  Buffer.from([0x80]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
];

function malformedJson(random: Random, valid: string): string | Buffer {
  const choices: (() => string | Buffer)[] = [
    () => "{",
    () => valid.slice(0, Math.max(1, random.int(0, valid.length - 1))),
    () => `${valid}garbage`,
    () => `${valid}${valid}`,
    () => valid.replaceAll('"', "'"),
    () => "",
    () => " ",
    () => "null",
    () => '"just a string"',
    () => "123",
    () => "[]",
    () => `\uFEFF${valid}`,
    () => "[".repeat(10_000) + "]".repeat(10_000),
    () => `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
    () => valid.replace("{", '{"a":1,"a":2,'),
    () => valid.replace(/:"/, ':"\u0000'),
    () => Buffer.concat([Buffer.from(valid.slice(0, -2)), random.pick(INVALID_UTF8), Buffer.from('"}')]),
    () => Buffer.from(valid, "utf16le"),
    () => "NaN",
    () => '{"a":NaN}',
    () => "\u0000",
  ];
  return random.pick(choices)();
}

function multipart(fields: Record<string, unknown>, boundary: string, broken: boolean): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
  );
  const body = `${parts.join("")}--${boundary}--\r\n`;
  return broken ? body.slice(0, Math.floor(body.length / 2)) : body;
}

const formEncode = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `${percentEncode(name)}=${percentEncode(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");

/**
 * The body in some content type, or in a wrong one: form, multipart (whole or cut), text, none,
 * JSON with a charset it is not in.
 */
function encodeBody(
  random: Random,
  fields: Record<string, unknown>,
  preferred: "json" | "form",
  mutate = true,
): { body?: string | Buffer; contentType?: string; note: string } {
  const json = JSON.stringify(fields);
  const kind =
    !mutate || random.chance(0.6)
      ? preferred
      : random.pick([
          "json",
          "form",
          "multipart",
          "broken-multipart",
          "text",
          "none",
          "no-type",
          "odd-type",
          "empty-json",
        ]);
  switch (kind) {
    case "json":
      return { body: json, contentType: "application/json", note: "json" };
    case "form":
      return { body: formEncode(fields), contentType: "application/x-www-form-urlencoded", note: "form" };
    case "multipart":
    case "broken-multipart": {
      const boundary = random.pick(["----fuzz", "x", ""]);
      return {
        body: multipart(fields, boundary || "b", kind === "broken-multipart"),
        contentType: random.chance(0.8) ? `multipart/form-data; boundary=${boundary}` : "multipart/form-data",
        note: kind,
      };
    }
    case "text":
      return { body: json, contentType: "text/plain", note: "text/plain" };
    case "none":
      return { note: "no body" };
    case "no-type":
      return { body: random.chance(0.5) ? json : formEncode(fields), note: "body without content type" };
    case "empty-json":
      return { body: "", contentType: "application/json", note: "empty json" };
    default:
      return {
        body: json,
        contentType: random.pick([
          "application/json; charset=latin1",
          "application/json; charset=utf-16",
          "application/xml",
          "application/json;;;",
          "*/*",
          "application/vnd.api+json",
          "application/x-www-form-urlencoded; charset=ebcdic",
          "text/html; charset=%E0%A4%A",
        ]),
        note: "odd content type",
      };
  }
}

/** Who the request says it is: nobody, the account, or a token or cookie that must be refused. */
function authHeaders(
  random: Random,
  samples: FuzzSamples,
  personal = false,
): { headers: Record<string, string>; note: string } {
  const roll = random.next();
  if (personal) {
    if (roll < 0.15) return { headers: {}, note: "" };
    if (roll < 0.75) {
      const token = samples.shopper.token;
      return random.chance(0.5)
        ? { headers: { authorization: `Bearer ${token}` }, note: "shopper bearer" }
        : { headers: { cookie: `user_token=${token}` }, note: "shopper cookie" };
    }
  } else {
    if (roll < 0.35) return { headers: {}, note: "" };
    if (roll < 0.55) {
      return random.chance(0.5)
        ? { headers: { authorization: `Bearer ${samples.token}` }, note: "bearer" }
        : { headers: { cookie: `user_token=${samples.token}` }, note: "cookie" };
    }
  }
  const bad = random.pick([
    ...samples.badTokens,
    "",
    "garbage",
    "a.b.c",
    "e30.e30.",
    `${samples.token}x`,
    samples.token.split(".").reverse().join("."),
    "x".repeat(9_000),
    "%E0%A4%A",
    "%",
    "%zz",
    "%00",
    "\u00e9",
  ]);
  const asCookie = random.pick([
    `user_token=${bad}`,
    `user_token=${bad}; user_token=${samples.token}`,
    `user_token=${samples.token}; user_token=${bad}`,
    `user_token`,
    `user_token="${bad}"`,
    `=; ;;user_token=%E0%A4%A`,
    `other=%E0%A4%A; user_token=${samples.token}`,
  ]);
  const asHeader = random.pick([
    `Bearer ${bad}`,
    `Basic ${bad}`,
    "Bearer",
    `bearer  ${bad}  `,
    bad,
    `Bearer ${bad} extra`,
  ]);
  // Header values must be Latin-1 text without control characters to be sent at all.
  const safe = (value: string) => value.replaceAll(/[^\x20-\x7e]/g, "");
  return random.chance(0.5)
    ? { headers: { cookie: safe(asCookie) }, note: `cookie ${JSON.stringify(asCookie.slice(0, 60))}` }
    : {
        headers: { authorization: safe(asHeader) },
        note: `authorization ${JSON.stringify(asHeader.slice(0, 60))}`,
      };
}

/** A request for one documented operation: valid, or with one or more things wrong. */
export function operationRequest(random: Random, operation: Operation, samples: FuzzSamples): FuzzRequest {
  const notes: string[] = [];
  const mutate = random.chance(0.85);
  let method = operation.method;
  if (mutate && random.chance(0.08)) {
    method = random.pick(METHODS);
    notes.push(`method ${method}`);
  }

  const hostilePath = mutate && random.chance(0.3);
  let path = fillPath(operation.path, random, samples, hostilePath);
  if (mutate && random.chance(0.05)) {
    const variant = random.pick(["/", "//", "%00", "%E0%A4%A", "/%2e%2e/", ";x=1", "/.", "%", "/\u00e9"]);
    path =
      variant.startsWith("/") && variant.length > 1
        ? path.replace("/api/v1/", `/api/v1${variant}`)
        : `${path}${variant}`;
    notes.push(`path ${JSON.stringify(variant)}`);
  }

  const query: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    const roll = mutate ? random.next() : 1;
    if (roll < 0.1) {
      notes.push(`no ${parameter.name}`);
      continue;
    }
    if (roll < 0.35) {
      const value = hostileText(random);
      notes.push(`${parameter.name}=${JSON.stringify(value.slice(0, 40))}`);
      query.push(queryPart(random, parameter.name, value));
      continue;
    }
    if (!parameter.required && random.chance(0.5)) continue;
    const value = String(validValue(parameter.name, parameter.schema, random, samples));
    query.push(queryPart(random, parameter.name, value));
    if (roll < 0.42) {
      notes.push(`${parameter.name} twice`);
      query.push(queryPart(random, parameter.name, hostileText(random)));
    } else if (roll < 0.46) {
      notes.push(`${parameter.name}[]`);
      query.push(`${parameter.name}[]=1&${parameter.name}[x]=2`);
    }
  }
  if (mutate && random.chance(0.1)) {
    const extra = random.pick([
      "__proto__=1",
      "constructor[prototype][x]=1",
      "%00=%00",
      "%E0%A4%A=1",
      "&&&",
      "=",
      "a=%zz&b=%",
    ]);
    query.push(extra);
    notes.push(`extra ${extra}`);
  }

  const headers: Record<string, string> = {};
  let body: string | Buffer | undefined;
  if (operation.body) {
    const fields = validObject(operation.body, random, samples);
    const raw: Record<string, string> = {};
    if (mutate) mutateFields(random, operation.body, fields, raw, notes);
    const text = jsonWithRawValues(fields, raw);
    if (mutate && random.chance(0.1)) {
      body = malformedJson(random, text);
      headers["content-type"] = "application/json";
      notes.push(`malformed json ${JSON.stringify(body.toString().slice(0, 40))}`);
    } else if (mutate && random.chance(0.15)) {
      const encoded = encodeBody(random, fields, "json");
      body = encoded.body;
      if (encoded.contentType) headers["content-type"] = encoded.contentType;
      notes.push(encoded.note);
    } else {
      body = text;
      headers["content-type"] = "application/json";
    }
  } else if (mutate && random.chance(0.1)) {
    const encoded = encodeBody(random, { surprise: hostileText(random, "body") }, "json");
    body = encoded.body;
    if (encoded.contentType) headers["content-type"] = encoded.contentType;
    notes.push(`unexpected body (${encoded.note})`);
  }

  const auth = authHeaders(random, samples, PERSONAL_LISTS.test(operation.path));
  Object.assign(headers, auth.headers);
  if (auth.note) notes.push(auth.note);
  return finish(random, method, `${path}${query.length ? `?${query.join("&")}` : ""}`, headers, body, notes);
}

/** Drops, adds or spoils fields of a JSON body; raw literals go into `raw` by field name. */
function mutateFields(
  random: Random,
  schema: JsonSchema,
  fields: Record<string, unknown>,
  raw: Record<string, string>,
  notes: string[],
) {
  // A map's body (a record, such as PUT /staff/rates' rates by metal) names no properties: spoil a key of its own.
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) names.push(...Object.keys(fields), "Gold 22K");
  const count = random.int(1, 2);
  for (let i = 0; i < count; i++) {
    const name = random.pick(names);
    const roll = random.next();
    if (roll < 0.15) {
      delete fields[name];
      notes.push(`no ${name}`);
    } else if (roll < 0.55) {
      fields[name] = hostileText(random, "body");
      notes.push(`${name}=${JSON.stringify(String(fields[name]).slice(0, 40))}`);
    } else if (roll < 0.85) {
      const literal = random.pick(RAW_JSON_VALUES);
      fields[name] = `\u0001raw:${name}`;
      raw[name] = literal;
      notes.push(`${name}=${literal.slice(0, 40)}`);
    } else {
      const extra = random.pick(["__proto__", "constructor", "role", "\u0000", "isAdmin", "id"]);
      fields[extra] = random.chance(0.5) ? hostileText(random, "body") : { nested: ["\u0000"] };
      notes.push(`extra field ${JSON.stringify(extra)}`);
    }
  }
}

/** The storefront's forms and the fields their actions read. */
const PAGE_FORMS: Record<string, string[]> = {
  "/login": ["contactOrEmailOrUsername", "password", "lastVisited"],
  "/register": ["username", "email", "contactNumber", "password", "intent", "otp"],
  "/forgot-password": ["contactNumber", "intent", "otp", "newPassword", "confirmPassword"],
  "/change-password": ["oldPassword", "newPassword", "confirmPassword"],
  "/logout": [],
  "/AddressManager": [
    "intent",
    "id",
    "tab",
    "addressType",
    "name",
    "phone",
    "pincode",
    "locality",
    "addressLine",
    "city",
    "state",
    "landmark",
    "alternatePhone",
    "companyName",
    "gstNumber",
  ],
  "/coming-soon": ["email"],
  "/cart/change": ["intent", "itemSno", "id", "quantity", "returnTo", "enhanced"],
  "/wishlist/change": ["intent", "itemSno", "returnTo", "enhanced"],
};

const PAGE_PATHS = [
  "/",
  "/shop-left",
  "/shop-left-two",
  "/shop-right",
  "/shop-detail/{sno}",
  "/login",
  "/register",
  "/forgot-password",
  "/change-password",
  "/logout",
  "/AddressManager",
  "/gallery",
  "/gallery-two",
  "/classification",
  "/coming-soon",
  "/no-such-page",
];

const REDIRECTS = [
  "/shop-left",
  "//evil.example",
  "https://evil.example",
  "/ஆ",
  "/\u0000",
  "%E0%A4%A",
  "/%0d%0aSet-Cookie:x=1",
  "javascript:alert(1)",
  "/\u20AC",
  // Issue 23, item 2: paths a URL parser normalises into another host.
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "/./\\evil.example",
  "/%2F%2Fevil.example",
  // Issue 23, item 11: a tap carried through the login, well and badly named.
  "/shop-detail/1?afterLogin=cart%3A1",
  "/.//evil.example?afterLogin=wishlist%3A1",
  "/?afterLogin=cart%3A99999999999",
];

/** A page form post, in the form's own encoding or in a wrong one, by a wrong method, from another site. */
export function pageFormRequest(random: Random, samples: FuzzSamples): FuzzRequest {
  const path = random.pick(Object.keys(PAGE_FORMS));
  const notes: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const name of PAGE_FORMS[path]!) {
    if (name === "intent") {
      fields.intent = random.pick([
        "verify",
        "resend",
        "reset",
        "send",
        "create",
        "update",
        "setDefault",
        "delete",
        "add",
        "remove",
        "buyNow",
        hostileText(random),
      ]);
    } else if (name === "confirmPassword") {
      fields.confirmPassword = fields.newPassword ?? "x";
    } else if (name === "lastVisited" || name === "returnTo") {
      if (random.chance(0.5)) fields[name] = random.pick(REDIRECTS);
    } else if (name === "enhanced") {
      if (random.chance(0.5)) fields.enhanced = "1";
    } else {
      fields[name] = validValue(name, undefined, random, samples);
    }
  }
  const mutate = random.chance(0.8);
  if (mutate && Object.keys(fields).length > 0) {
    const name = random.pick(Object.keys(fields));
    fields[name] = random.chance(0.8) ? hostileText(random, "body") : ["a", "b"];
    notes.push(`${name}=${JSON.stringify(String(fields[name]).slice(0, 40))}`);
  }
  const method =
    mutate && random.chance(0.12)
      ? random.pick(["PUT", "DELETE", "PATCH", "GET", "HEAD", "OPTIONS"])
      : "POST";
  if (method !== "POST") notes.push(`method ${method}`);
  const encoded = encodeBody(random, fields, "form", mutate);
  const headers: Record<string, string> = {};
  if (encoded.contentType) headers["content-type"] = encoded.contentType;
  notes.push(encoded.note);
  if (random.chance(0.7)) headers.origin = "http://localhost:80";
  else if (random.chance(0.3)) {
    headers.origin = random.pick(["https://evil.example", "null", "%E0%A4%A"]);
    notes.push(`origin ${headers.origin}`);
  }
  const auth = authHeaders(random, samples);
  Object.assign(headers, auth.headers);
  if (auth.note) notes.push(auth.note);
  let url = path;
  if (random.chance(0.3)) {
    const redirect = random.pick(REDIRECTS);
    url += `?${queryPart(random, "redirectTo", redirect)}`;
    notes.push(`redirectTo ${JSON.stringify(redirect)}`);
  }
  if (random.chance(0.1)) url += `${url.includes("?") ? "&" : "?"}index`;
  return finish(random, method, url, headers, encoded.body, notes);
}

/** A page read with crafted path and query: filters out of range, broken encodings, single-fetch data. */
export function pageReadRequest(random: Random, samples: FuzzSamples, filterNames: string[]): FuzzRequest {
  const notes: string[] = [];
  const hostile = random.chance(0.5);
  let path = fillPath(random.pick(PAGE_PATHS), random, samples, hostile);
  if (hostile) notes.push("hostile path value");
  if (random.chance(0.15)) {
    path = path === "/" ? "/_root.data" : `${path}.data`;
    notes.push("single-fetch data");
  }
  const query: string[] = [];
  const count = random.int(0, 3);
  for (let i = 0; i < count; i++) {
    const name = random.pick([
      ...filterNames,
      "redirectTo",
      "page",
      "pageSize",
      "q",
      "_data",
      "index",
      "tab",
    ]);
    const value = random.chance(0.7)
      ? hostileText(random)
      : String(validValue(name, undefined, random, samples));
    query.push(queryPart(random, name, value));
    notes.push(`${name}=${JSON.stringify(value.slice(0, 40))}`);
  }
  const headers: Record<string, string> = {};
  if (random.chance(0.1)) {
    headers["accept-encoding"] = random.pick([
      "br;q=2",
      "*",
      "gzip;q=NaN",
      "identity;q=0",
      "\u00e9".replace(/./, "x"),
    ]);
  }
  if (random.chance(0.05))
    headers["accept-language"] = random.pick(["*", "xx-%E0%A4%A", ";q=1e308", "ta-IN,ta;q=0.9"]);
  const auth = authHeaders(random, samples);
  Object.assign(headers, auth.headers);
  if (auth.note) notes.push(auth.note);
  const method = random.chance(0.1) ? "HEAD" : "GET";
  return finish(
    random,
    method,
    `${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
    undefined,
    notes,
  );
}

/**
 * Requests only a socket can send: raw bytes above ASCII (not UTF-8) in the path, the query and
 * the cookie, and as form bodies.
 */
export function rawRequest(random: Random, samples: FuzzSamples, operations: Operation[]): FuzzRequest {
  const bad = random.pick(INVALID_UTF8);
  const target = random.pick([
    "/api/v1/category_image/get?itemName=",
    "/api/v1/product/items/filter?itemName=",
    "/api/v1/product/getSnofilter?sno=",
    "/shop-left?itemName=",
    "/shop-detail/",
    "/login?redirectTo=/",
    "/media/",
    "/sitemaps/",
    random.pick(operations).path.replaceAll(/\{\w+\}/g, "x"),
  ]);
  const where = random.pick(["url", "cookie", "form", "json"]);
  const method = where === "form" || where === "json" ? "POST" : "GET";
  const path = where === "url" ? Buffer.concat([Buffer.from(target), bad]) : Buffer.from(target);
  let body = Buffer.alloc(0);
  let type = "";
  if (where === "form") {
    body = Buffer.concat([
      Buffer.from("contactOrEmailOrUsername="),
      bad,
      Buffer.from(`&password=${samples.account.password}`),
    ]);
    type = "application/x-www-form-urlencoded";
  } else if (where === "json") {
    body = Buffer.concat([
      Buffer.from('{"contactOrEmailOrUsername":"'),
      bad,
      Buffer.from(`","password":"x1234567"}`),
    ]);
    type = "application/json";
  }
  const head = [
    `${method} `,
    path,
    " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n",
    where === "cookie" ? Buffer.concat([Buffer.from("Cookie: user_token="), bad, Buffer.from("\r\n")]) : "",
    type ? `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\nOrigin: http://localhost\r\n` : "",
    "\r\n",
  ];
  const raw = Buffer.concat([
    ...head.map((part) => (typeof part === "string" ? Buffer.from(part) : part)),
    body,
  ]);
  return {
    method,
    url: `${path.toString("latin1")}`,
    headers: {},
    raw,
    remoteAddress: "127.0.0.1",
    mutation: `raw bytes ${bad.toString("hex")} in the ${where}`,
  };
}

function finish(
  random: Random,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  notes: string[],
): FuzzRequest {
  // Many addresses, so that the generous limits of the main app are not what answers.
  const remoteAddress = `10.9.${random.int(0, 255)}.${random.int(1, 254)}`;
  return { method, url, headers, body, remoteAddress, mutation: notes.join(", ") || "valid" };
}
