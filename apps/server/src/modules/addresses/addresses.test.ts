import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  AddressChangeSchema,
  AddressDeleteResponseSchema,
  AddressListSchema,
  AddressResponseSchema,
} from "@nagai/contracts/address";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { formatAddressLine } from "./addresses.service.ts";
import { addresses } from "./addresses.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { aShopper, anonymous } = createShopperKit(() => t, {
  firstNumber: 9_240_000_000,
  addressPrefix: "10.24",
});

interface Customer extends Shopper {
  id: number;
}

async function aCustomer(): Promise<Customer> {
  const shopper = await aShopper();
  const profile = await shopper.call("GET", "/user/profile");
  return { ...shopper, id: profile.json().id as number };
}

const HOME = {
  name: "Meena Raman",
  phone: "9876543210",
  pincode: "625001",
  locality: "Anna Nagar",
  addressLine: "12 East Street",
  city: "Madurai",
  state: "Tamil Nadu",
};
const WORK = {
  ...HOME,
  name: "Meena at work",
  addressLine: "4 Mill Road",
  companyName: "Kaveri Textiles",
  gstNumber: "33ABCDE1234F1Z5",
};

/** Every answer is checked against the schema its route declares. */
function parsed(response: LightMyRequestResponse) {
  const body = response.json();
  if (response.statusCode >= 400) return ErrorResponseSchema.parse(body);
  return body;
}

async function create(customer: Customer, body: Record<string, unknown>) {
  const response = await customer.call("POST", "/addresses/create", { customerId: customer.id, ...body });
  if (response.statusCode === 201) AddressChangeSchema.parse(response.json());
  else parsed(response);
  return response;
}

async function createdId(customer: Customer, body: Record<string, unknown> = HOME): Promise<number> {
  const response = await create(customer, body);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

async function listOf(customer: Customer) {
  const response = await customer.call("GET", `/addresses/customer/${customer.id}`);
  expect(response.statusCode).toBe(200);
  return AddressListSchema.parse(response.json()).data;
}

const defaultsOf = async (customer: Customer) =>
  (await listOf(customer)).filter((address) => address.isDefault).map((address) => address.id);

describe("addresses", () => {
  it("adds a first address as the default, lists it, reads it, privately", async () => {
    const customer = await aCustomer();
    const created = await create(customer, { ...HOME, isDefault: false });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("private, no-store");
    const { message, data } = created.json();
    expect(message).toBe(ADDRESS_MESSAGES.created);
    expect(data).toMatchObject({
      ...HOME,
      customerId: customer.id,
      country: "India",
      landmark: null,
      alternatePhone: null,
      companyName: null,
      gstNumber: null,
      isDefault: true,
    });
    expect(new Date(data.createdTime).getTime()).toBeGreaterThan(0);

    const list = await customer.call("GET", `/addresses/customer/${customer.id}`);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(AddressListSchema.parse(list.json()).data).toEqual([data]);
    const one = await customer.call("GET", `/addresses/${data.id}`);
    expect(one.statusCode).toBe(200);
    expect(AddressResponseSchema.parse(one.json())).toEqual({ status: "success", data });
  });

  it("trims text, writes GST in capitals and keeps a work address's company", async () => {
    const customer = await aCustomer();
    const created = await create(customer, {
      ...WORK,
      name: "  Meena  ",
      landmark: " Near the temple ",
      alternatePhone: " 9123456780 ",
      gstNumber: "33abcde1234f1z5",
      country: "",
      addressType: "work",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "Meena",
      landmark: "Near the temple",
      alternatePhone: "9123456780",
      gstNumber: "33ABCDE1234F1Z5",
      companyName: "Kaveri Textiles",
      country: "India",
    });
  });

  it("answers every broken rule with a 400 naming the field in the spec's words", async () => {
    const customer = await aCustomer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, "name", "Full Name is required"],
      [{ name: "   " }, "name", "Full Name is required"],
      [{ phone: undefined }, "phone", "Mobile Number is required"],
      [{ phone: "98765" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ phone: "98765432101" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ phone: "98765-4321" }, "phone", ADDRESS_MESSAGES.phoneInvalid],
      [{ phone: 9876543210 }, "phone", "Mobile Number is required"],
      [{ pincode: "62500" }, "pincode", ADDRESS_MESSAGES.pincodeInvalid],
      [{ pincode: "62500a" }, "pincode", ADDRESS_MESSAGES.pincodeInvalid],
      [{ locality: "" }, "locality", "Locality is required"],
      [{ addressLine: undefined }, "addressLine", "Address (Area and Street) is required"],
      [{ city: "" }, "city", "City/District/Town is required"],
      [{ state: "" }, "state", "State is required"],
      [{ alternatePhone: "12345" }, "alternatePhone", ADDRESS_MESSAGES.alternatePhoneInvalid],
      [{ gstNumber: "22AAAAA0000A1X5" }, "gstNumber", ADDRESS_MESSAGES.gstHint],
      [{ gstNumber: "22AAAAA0000A0Z5" }, "gstNumber", ADDRESS_MESSAGES.gstHint],
      [{ gstNumber: "22AAAAA0000A1Z55" }, "gstNumber", ADDRESS_MESSAGES.gstHint],
      [{ name: "x".repeat(101) }, "name", "Full Name must be at most 100 characters"],
      [{ landmark: "x".repeat(101) }, "landmark", "Landmark (Optional) must be at most 100 characters"],
      [
        { addressLine: "x".repeat(251) },
        "addressLine",
        "Address (Area and Street) must be at most 250 characters",
      ],
      [{ companyName: ["Kaveri"] }, "companyName", "Company Name must be text"],
      [{ isDefault: "yes" }, "isDefault", "isDefault must be true or false"],
      [{ customerId: "me" }, "customerId", "customerId must be a customer number"],
      [{ name: "Mee\u0000na" }, "name", "name must not contain NUL characters"],
    ];
    for (const [change, field, message] of cases) {
      const response = await create(customer, { ...HOME, ...change });
      expect(response.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(response.json().fields[field], `${field} ${JSON.stringify(change)}`).toBe(message);
    }
    // The spec's own example GST number is valid.
    expect((await create(customer, { ...WORK, gstNumber: "22AAAAA0000A1Z5" })).statusCode).toBe(201);
    expect(await listOf(customer)).toHaveLength(1);
  });

  it("needs a session for every call", async () => {
    const calls: [Parameters<typeof anonymous>[0], string, unknown?][] = [
      ["POST", "/addresses/create", HOME],
      ["GET", "/addresses/customer/1"],
      ["GET", "/addresses/1"],
      ["PUT", "/addresses/update/1", { name: "x" }],
      ["DELETE", "/addresses/delete/1"],
    ];
    for (const [method, url, body] of calls) {
      const response = await anonymous(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("answers another shopper's customerId and addresses with 404, and changes nothing of theirs", async () => {
    const owner = await aCustomer();
    const other = await aCustomer();
    const ownerHome = await createdId(owner);
    const ownerWork = await createdId(owner, WORK);
    const before = await listOf(owner);

    const attempts: [string, () => Promise<LightMyRequestResponse>][] = [
      ["list", () => other.call("GET", `/addresses/customer/${owner.id}`)],
      ["read", () => other.call("GET", `/addresses/${ownerHome}`)],
      ["update", () => other.call("PUT", `/addresses/update/${ownerHome}`, { name: "Stolen" })],
      ["set default", () => other.call("PUT", `/addresses/update/${ownerWork}`, { isDefault: true })],
      ["delete", () => other.call("DELETE", `/addresses/delete/${ownerWork}`)],
      ["create for them", () => other.call("POST", "/addresses/create", { ...HOME, customerId: owner.id })],
      ["unknown id", () => other.call("GET", "/addresses/2147483647")],
      ["unknown customer", () => other.call("GET", "/addresses/customer/2147483647")],
    ];
    for (const [what, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, what).toBe(404);
      expect(parsed(response).error).toBe("NOT_FOUND");
    }
    // Their own id names their own, empty, book; and the owner's is as it was.
    expect(await listOf(other)).toEqual([]);
    expect(await listOf(owner)).toEqual(before);
    // An update whose body names another customer is refused too.
    const mine = await createdId(other);
    const named = await other.call("PUT", `/addresses/update/${mine}`, { customerId: owner.id, name: "x" });
    expect(named.statusCode).toBe(404);
  });

  it("changes only the fields sent, and clears an optional one sent empty", async () => {
    const customer = await aCustomer();
    const id = await createdId(customer, { ...WORK, landmark: "Temple" });
    const updated = await customer.call("PUT", `/addresses/update/${id}`, {
      city: " Chennai ",
      landmark: "",
      gstNumber: null,
      id: 999,
      createdTime: "2000-01-01",
    });
    expect(updated.statusCode).toBe(200);
    const { message, data } = AddressChangeSchema.parse(updated.json());
    expect(message).toBe(ADDRESS_MESSAGES.updated);
    expect(data).toMatchObject({
      ...WORK,
      id,
      city: "Chennai",
      landmark: null,
      gstNumber: null,
      companyName: "Kaveri Textiles",
      isDefault: true,
    });
    const broken = await customer.call("PUT", `/addresses/update/${id}`, { pincode: "1234567", name: "" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({
      pincode: ADDRESS_MESSAGES.pincodeInvalid,
      name: "Full Name is required",
    });
    expect((await listOf(customer))[0]?.city).toBe("Chennai");
  });

  it("keeps exactly one default: setting one clears the others, and false on the default changes nothing", async () => {
    const customer = await aCustomer();
    const first = await createdId(customer);
    const second = await createdId(customer, WORK);
    expect(await defaultsOf(customer)).toEqual([first]);

    const set = await customer.call("PUT", `/addresses/update/${second}`, { isDefault: true });
    expect(set.statusCode).toBe(200);
    expect(await defaultsOf(customer)).toEqual([second]);

    // The spec's client clears the old default first: nothing happens until the new one is set.
    const cleared = await customer.call("PUT", `/addresses/update/${second}`, { isDefault: false });
    expect(cleared.json().data.isDefault).toBe(true);
    expect(await defaultsOf(customer)).toEqual([second]);

    const third = await createdId(customer, { ...HOME, isDefault: true });
    expect(await defaultsOf(customer)).toEqual([third]);
  });

  it("keeps one default when many are set at once, and when a new shopper adds many at once", async () => {
    const customer = await aCustomer();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await createdId(customer));
    const answers = await Promise.all(
      ids.map((id) => customer.call("PUT", `/addresses/update/${id}`, { isDefault: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    expect(await defaultsOf(customer)).toHaveLength(1);

    const newcomer = await aCustomer();
    const creates = await Promise.all(Array.from({ length: 6 }, () => create(newcomer, HOME)));
    expect(creates.map((answer) => answer.statusCode)).toEqual(creates.map(() => 201));
    expect(await defaultsOf(newcomer)).toHaveLength(1);
  });

  it("refuses to delete the last address, and passes the default on when it is deleted", async () => {
    const customer = await aCustomer();
    const first = await createdId(customer);
    const last = await customer.call("DELETE", `/addresses/delete/${first}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      status: "error",
      error: "LAST_ADDRESS",
      message: ADDRESS_MESSAGES.lastAddress,
    });

    const second = await createdId(customer);
    const third = await createdId(customer, WORK);
    const deleted = await customer.call("DELETE", `/addresses/delete/${first}`);
    expect(deleted.statusCode).toBe(200);
    expect(AddressDeleteResponseSchema.parse(deleted.json()).message).toBe(ADDRESS_MESSAGES.deleted);
    expect(await defaultsOf(customer)).toEqual([second]);
    expect((await listOf(customer)).map((address) => address.id)).toEqual([second, third]);

    const again = await customer.call("DELETE", `/addresses/delete/${first}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADDRESS_MESSAGES.notFound);
  });

  it("keeps one address, the default, when every address is deleted at once", async () => {
    const customer = await aCustomer();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await createdId(customer));
    const answers = await Promise.all(ids.map((id) => customer.call("DELETE", `/addresses/delete/${id}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const left = await listOf(customer);
    expect(left).toHaveLength(1);
    expect(left[0]?.isDefault).toBe(true);
  });

  it(`keeps at most ${ADDRESS_LIMITS.maxPerShopper} addresses, even when adds race for the last place`, async () => {
    const customer = await aCustomer();
    await t.db.insert(addresses).values(
      Array.from({ length: ADDRESS_LIMITS.maxPerShopper - 1 }, (_, i) => ({
        ...HOME,
        customerId: customer.id,
        isDefault: i === 0,
      })),
    );
    const racing = await Promise.all(Array.from({ length: 4 }, () => create(customer, WORK)));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(racing.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      status: "error",
      error: "LIST_FULL",
      message: ADDRESS_MESSAGES.full,
    });
    expect(await listOf(customer)).toHaveLength(ADDRESS_LIMITS.maxPerShopper);
  });

  it("answers hostile paths and bodies with 4xx, never a 5xx", async () => {
    const customer = await aCustomer();
    const id = await createdId(customer);
    const requests: [Parameters<Shopper["call"]>[0], string, unknown?][] = [
      ["GET", "/addresses/0"],
      ["GET", "/addresses/-1"],
      ["GET", "/addresses/1e3"],
      ["GET", "/addresses/99999999999"],
      ["GET", "/addresses/%00"],
      ["GET", "/addresses/customer/abc"],
      ["GET", "/addresses/customer/2147483648"],
      ["PUT", `/addresses/update/${id}`, { name: { $ne: null } }],
      ["PUT", `/addresses/update/${id}`, { gstNumber: "' OR 1=1 --" }],
      ["PUT", `/addresses/update/${id}`, { isDefault: null }],
      ["PUT", "/addresses/update/abc", { name: "x" }],
      ["DELETE", "/addresses/delete/0x1F"],
      ["POST", "/addresses/create", { ...HOME, country: "x".repeat(61) }],
      ["POST", "/addresses/create", []],
    ];
    for (const [method, url, body] of requests) {
      const response = await customer.call(method, url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect(await listOf(customer)).toHaveLength(1);
    // A lone surrogate is no NUL: it is stored as the replacement character, not a failure.
    const surrogate = await customer.call("POST", "/addresses/create", { ...HOME, state: "\uD800" });
    expect(surrogate.statusCode).toBe(201);
  });

  it("documents every call in the OpenAPI document", async () => {
    const document = (await t.app.inject("/api/docs/json")).json() as { paths: Record<string, object> };
    for (const path of [
      "/api/v1/addresses/create",
      "/api/v1/addresses/customer/{customerId}",
      "/api/v1/addresses/{id}",
      "/api/v1/addresses/update/{id}",
      "/api/v1/addresses/delete/{id}",
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe("formatAddressLine", () => {
  it("writes the spec's one line: addressLine, locality, city, state - pincode, country", () => {
    expect(formatAddressLine({ ...HOME, country: "India" })).toBe(
      "12 East Street, Anna Nagar, Madurai, Tamil Nadu - 625001, India",
    );
  });
});
