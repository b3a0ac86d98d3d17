import { describe, expect, it } from "vitest";
import { financialYearOf, formatInvoiceNumber, invoiceFigures, stateOfAddress } from "./invoice-figures.ts";

describe("the invoice's arithmetic", () => {
  it("takes the financial year in India time: April to March", () => {
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z")).label).toBe("2026-27");
    // 00:00 on 1 April in India is 18:30 on 31 March in UTC.
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z")).label).toBe("2027-28");
    expect(financialYearOf(new Date("2026-11-27T12:00:00Z"))).toEqual({ start: 2026, label: "2026-27" });
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z")).label).toBe("2099-00");
    expect(formatInvoiceNumber({ start: 2026 }, 42)).toBe("NG/26-27/000042");
    expect(formatInvoiceNumber({ start: 2026 }, 1_234_567)).toHaveLength(16);
  });

  it("reads the state from the delivery address", () => {
    expect(stateOfAddress("12 North Street, Anna Nagar, Madurai, Tamil Nadu - 625020, India")).toEqual({
      code: "33",
      name: "Tamil Nadu",
    });
    expect(stateOfAddress("4 MG Road, Indiranagar, Bengaluru, karnataka - 560038, India")?.code).toBe("29");
    expect(stateOfAddress("1 Beach Road, Pondicherry - 605001, India")?.name).toBe("Puducherry");
    expect(stateOfAddress("Flat 2, Jammu & Kashmir, 180001")?.code).toBe("01");
    expect(stateOfAddress("Somewhere without a state, 600001")).toBeUndefined();
  });

  it("splits GST-inclusive amounts: equal CGST and SGST within the state, IGST outside, lines adding up", () => {
    const lines = [
      { description: "Ring", tagNo: "T1", quantity: 1, unitPaise: 103_000 },
      { description: "Chain", tagNo: "T2", quantity: 2, unitPaise: 127_161 },
      { description: "Delivery charges", tagNo: null, quantity: 1, unitPaise: 9_900 },
    ];
    const within = invoiceFigures(lines, false);
    expect(within.lines[0]).toMatchObject({
      taxablePaise: 100_000,
      cgstPaise: 1_500,
      sgstPaise: 1_500,
      igstPaise: 0,
    });
    expect(within.lines[1]).toMatchObject({ amountPaise: 254_322, cgstPaise: 3_704, sgstPaise: 3_704 });
    const across = invoiceFigures(lines, true);
    expect(across.lines[2]).toMatchObject({ taxablePaise: 9_612, igstPaise: 288, cgstPaise: 0 });
    for (const figures of [within, across]) {
      expect(figures.totalPaise).toBe(103_000 + 254_322 + 9_900);
      expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.igstPaise).toBe(
        figures.totalPaise,
      );
      for (const line of figures.lines) {
        const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
        expect(line.taxablePaise + tax).toBe(line.amountPaise);
        // 3 % of the taxable value, to within the paisa each half was rounded to.
        expect(Math.abs(tax - line.taxablePaise * 0.03)).toBeLessThanOrEqual(1);
      }
    }
  });
});
