import { describe, expect, it } from "vitest";
import { formatAmount, formatTxnDate, parseAmount } from "./payphi-client.ts";
import {
  computeSecureHash,
  hashText,
  hasValidSecureHash,
  signFields,
  toPayPhiFields,
} from "./payphi-hash.ts";

/**
 * A sale request and its secureHash, worked out apart from this code (Python's hmac and
 * `openssl dgst -sha256 -hmac`): names sorted, empty addlParam2 left out, values run together.
 */
const SECRET = "abcdefabcdefabcdef";
const SALE = {
  merchantId: "T_03342",
  merchantTxnNo: "NG1A2B3C4D",
  amount: "2299.00",
  currencyCode: "356",
  payType: "0",
  transactionType: "SALE",
  customerEmailID: "asha@example.in",
  customerMobileNo: "9876543210",
  returnURL: "https://nagai.in/api/v1/payment/return",
  addlParam1: "ORD-1001",
  addlParam2: "",
  txnDate: "20261123174500",
};
const SALE_TEXT =
  "ORD-10012299.00356asha@example.in9876543210T_03342NG1A2B3C4D0https://nagai.in/api/v1/payment/returnSALE20261123174500";
const SALE_HASH = "29e4c22800d7a3855bbf579d2257fce89f57a170066a0c1cd8b3f4ff96cc658a";

describe("secureHash", () => {
  it("matches the worked vector: sorted names, non-empty values, HMAC-SHA256 in lower-case hex", () => {
    expect(hashText(SALE)).toBe(SALE_TEXT);
    expect(computeSecureHash(SALE, SECRET)).toBe(SALE_HASH);
    expect(signFields(SALE, SECRET).secureHash).toBe(SALE_HASH);
  });

  it("does not depend on the order the fields come in, and leaves secureHash itself out", () => {
    const reversed = Object.fromEntries(Object.entries(SALE).reverse());
    expect(computeSecureHash({ ...reversed, secureHash: "anything" }, SECRET)).toBe(SALE_HASH);
  });

  it("accepts the right hash, in either case", () => {
    expect(hasValidSecureHash({ ...SALE, secureHash: SALE_HASH }, SECRET)).toBe(true);
    expect(hasValidSecureHash({ ...SALE, secureHash: SALE_HASH.toUpperCase() }, SECRET)).toBe(true);
  });

  it("refuses a missing, malformed or wrong hash, a changed field and another secret", () => {
    expect(hasValidSecureHash(SALE, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: "" }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: SALE_HASH.slice(2) }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: `${SALE_HASH}00` }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: "z".repeat(64) }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: `${SALE_HASH.slice(0, 63)}b` }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, amount: "229.00", secureHash: SALE_HASH }, SECRET)).toBe(false);
    expect(hasValidSecureHash({ ...SALE, secureHash: SALE_HASH }, "another-secret")).toBe(false);
  });

  it("reads received fields as text, and refuses nested values", () => {
    expect(toPayPhiFields({ payType: 0, ok: true, gone: null })).toEqual({
      payType: "0",
      ok: "true",
      gone: "",
    });
    expect(toPayPhiFields({ amount: { $ne: null } })).toBeUndefined();
    expect(toPayPhiFields(["a"])).toBeUndefined();
    expect(toPayPhiFields("text")).toBeUndefined();
  });
});

describe("the gateway's formats", () => {
  it("writes paise as rupees with two decimals and reads them back without floating point", () => {
    expect(formatAmount(229_900)).toBe("2299.00");
    expect(formatAmount(1)).toBe("0.01");
    expect(formatAmount(123_456_789)).toBe("1234567.89");
    expect(parseAmount("2299.00")).toBe(229_900);
    expect(parseAmount("0.1")).toBe(10);
    expect(parseAmount("12")).toBe(1200);
    for (const bad of ["", "1.234", "-1.00", "1e3", "1,000.00", "NaN", " "])
      expect(parseAmount(bad)).toBeNaN();
  });

  it("dates a request in India's time, yyyyMMddHHmmss", () => {
    expect(formatTxnDate(new Date("2026-11-23T12:15:00Z"))).toBe("20261123174500");
  });
});
