// The /AddressManager page (issue 11) through the storefront's production build: what a visitor
// and a shopper see, its forms posted as a browser without JavaScript posts them, the same forms
// from a hydrated page (the `enhanced` field: a JSON answer), and the load failure.
// Run after `npm run build` (`npm test` builds first).
import { ADDRESS_MESSAGES } from "@nagai/contracts/address";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopperKit, type Shopper } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

const { aShopper } = createShopperKit(() => t, { firstNumber: 9_250_000_000, addressPrefix: "10.25" });

const HOME = {
  name: "Meena Raman",
  phone: "9876543210",
  pincode: "625001",
  locality: "Anna Nagar",
  addressLine: "12 East Street",
  city: "Madurai",
  state: "Tamil Nadu",
};

const session = (shopper: Shopper) => ({ cookie: `user_token=${shopper.token}` });
const page = (url: string, shopper?: Shopper) =>
  t.app.inject({ url, headers: shopper ? session(shopper) : {} });

/**
 * A form post to the page, as its forms send it: by the browser itself (a document request), or
 * by a hydrated page's fetcher (`.data`, React Router's single fetch, with the `enhanced` field).
 */
function post(fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: fields.enhanced ? "/AddressManager.data" : "/AddressManager",
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost", ...headers },
    payload: new URLSearchParams(
      Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString(),
  });
}

async function listOf(shopper: Shopper) {
  const profile = (await shopper.call("GET", "/user/profile")).json();
  return (await shopper.call("GET", `/addresses/customer/${profile.id}`)).json().data as {
    id: number;
    name: string;
    isDefault: boolean;
    companyName: string | null;
    gstNumber: string | null;
  }[];
}

describe("/AddressManager", () => {
  it("tells a visitor to log in, with a way back here, and no cache keeps it", async () => {
    const visitor = await page("/AddressManager");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBe("private, no-store");
    expect(visitor.body).toContain(ADDRESS_MESSAGES.notAuthenticatedTitle);
    expect(visitor.body).toContain(ADDRESS_MESSAGES.notAuthenticatedDetail);
    expect(visitor.body).toMatch(/<a[^>]+href="\/login\?redirectTo=%2FAddressManager"[^>]*>Log In<\/a>/);
    const again = await page("/AddressManager");
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("shows a shopper's empty book in the account shell, with the tabs' counts", async () => {
    const shopper = await aShopper();
    const mine = await page("/AddressManager", shopper);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body).toContain("My Addresses");
    expect(mine.body).toMatch(/<a[^>]+href="\/AddressManager"[^>]*>Addresses<\/a>/);
    for (const tab of ["All", "Default", "Home", "Work"]) {
      expect(mine.body).toMatch(
        new RegExp(`>${tab}<!-- --> <span class="address-tabs__count">\\(<!-- -->0<!-- -->\\)`),
      );
    }
    expect(mine.body).toContain(ADDRESS_MESSAGES.empty);
    // The form is opened by its link's address, so it opens without JavaScript too.
    const form = await page("/AddressManager?address=new", shopper);
    expect(form.body).toMatch(/<dialog open=""[^>]*class="address-dialog"/);
    expect(form.body).toContain("Add New Address");
  });

  it("adds, edits, sets the default and deletes with forms posted without JavaScript", async () => {
    const shopper = await aShopper();
    const added = await post(
      { intent: "create", addressType: "home", tab: "all", ...HOME },
      session(shopper),
    );
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/AddressManager");
    const work = await post(
      {
        intent: "create",
        addressType: "work",
        tab: "work",
        ...HOME,
        name: "Office",
        companyName: "Kaveri Textiles",
        gstNumber: "33abcde1234f1z5",
      },
      session(shopper),
    );
    expect(work.headers.location).toBe("/AddressManager?tab=work");
    const [home, office] = await listOf(shopper);
    expect(home).toMatchObject({ name: "Meena Raman", isDefault: true, companyName: null });
    expect(office).toMatchObject({ name: "Office", isDefault: false, gstNumber: "33ABCDE1234F1Z5" });

    const body = (await page("/AddressManager?tab=work", shopper)).body;
    expect(body).toMatch(/>Work<!-- --> <span class="address-tabs__count">\(<!-- -->1<!-- -->\)/);
    expect(body).toMatch(/>Default<!-- --> <span class="address-tabs__count">\(<!-- -->1<!-- -->\)/);

    // Home chosen on edit: the company's fields go, so it counts as home.
    const edited = await post(
      {
        intent: "update",
        id: office!.id,
        addressType: "home",
        ...HOME,
        name: "Office",
        companyName: "Kaveri",
      },
      session(shopper),
    );
    expect(edited.statusCode).toBe(303);
    expect((await listOf(shopper))[1]).toMatchObject({ companyName: null, gstNumber: null });

    expect((await post({ intent: "setDefault", id: office!.id }, session(shopper))).statusCode).toBe(303);
    expect((await listOf(shopper)).map((address) => address.isDefault)).toEqual([false, true]);

    expect((await post({ intent: "delete", id: office!.id }, session(shopper))).statusCode).toBe(303);
    const left = await listOf(shopper);
    expect(left).toHaveLength(1);
    expect(left[0]?.isDefault).toBe(true);

    // The last one stays, and the page says why.
    const last = await post({ intent: "delete", id: home!.id }, session(shopper));
    expect(last.statusCode).toBe(409);
    expect(last.headers["cache-control"]).toBe("private, no-store");
    expect(last.body).toContain(ADDRESS_MESSAGES.deleteFailedForm);
    expect(await listOf(shopper)).toHaveLength(1);
  });

  it("answers a refused form with the form again, its values and the spec's messages", async () => {
    const shopper = await aShopper();
    const refused = await post(
      { intent: "create", addressType: "home", ...HOME, phone: "98765", pincode: "", name: "Meena" },
      session(shopper),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/<dialog open=""[^>]*class="address-dialog"/);
    expect(refused.body).toContain(ADDRESS_MESSAGES.phoneInvalid);
    expect(refused.body).toContain("Pincode is required");
    expect(refused.body).toContain(ADDRESS_MESSAGES.saveFailed);
    expect(refused.body).toMatch(/name="name"[^>]*value="Meena"/);
    expect(await listOf(shopper)).toEqual([]);
  });

  it("answers a hydrated page's forms with the result, and refuses another site and a visitor", async () => {
    const shopper = await aShopper();
    const added = await post(
      { intent: "create", addressType: "home", enhanced: 1, ...HOME },
      session(shopper),
    );
    expect(added.statusCode).toBe(200);
    expect(added.headers["cache-control"]).toBe("private, no-store");
    expect(added.body).toContain(ADDRESS_MESSAGES.created);
    const [only] = await listOf(shopper);
    // The new address's id, which the checkout's modal selects (single fetch's encoding).
    expect(added.body).toContain(`"addressId",${only!.id}]`);
    const last = await post({ intent: "delete", id: only!.id, enhanced: 1 }, session(shopper));
    expect(last.statusCode).toBe(409);
    expect(last.body).toContain(ADDRESS_MESSAGES.lastAddress);
    expect(last.body).toContain(ADDRESS_MESSAGES.deleteFailedForm);

    const other = await aShopper();
    const stolen = await post({ intent: "delete", id: only!.id, enhanced: 1 }, session(other));
    expect(stolen.statusCode).toBe(404);

    const crossSite = await post(
      { intent: "create", ...HOME },
      { ...session(shopper), origin: "https://evil.example" },
    );
    // React Router refuses another site's post to a page before the action runs.
    expect(crossSite.statusCode).toBe(400);
    const visitor = await post({ intent: "create", ...HOME });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe("/login?redirectTo=%2FAddressManager");
    expect(await listOf(shopper)).toHaveLength(1);
  });

  it('says "Failed to load addresses" with Retry when the API cannot read them', async () => {
    const shopper = await aShopper();
    await t.db.execute(sql`ALTER TABLE addresses RENAME TO addresses_away`);
    try {
      const failed = await page("/AddressManager", shopper);
      expect(failed.statusCode).toBe(502);
      expect(failed.headers["cache-control"]).toBe("private, no-store");
      expect(failed.body).toContain(ADDRESS_MESSAGES.loadFailedTitle);
      expect(failed.body).toMatch(/<button[^>]*>Retry<\/button>/);
    } finally {
      await t.db.execute(sql`ALTER TABLE addresses_away RENAME TO addresses`);
    }
  });
});
