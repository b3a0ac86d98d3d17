import { describe, expect, it } from "vitest";
import {
  countPages,
  getPageWindow,
  getPaginationItems,
  type PaginationItem,
  readZeroBasedPage,
} from "./pagination";

/** The links as a shopper reads them: page numbers from 1, the current one in brackets, gaps as "…". */
function read(items: PaginationItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "gap") return "…";
      return item.current ? `[${item.page + 1}]` : String(item.page + 1);
    })
    .join(" ");
}

describe("getPageWindow", () => {
  it("shows at most 5 pages, the current one as central as the ends allow", () => {
    expect(getPageWindow(0, 1)).toEqual([0]);
    expect(getPageWindow(1, 2)).toEqual([0, 1]);
    expect(getPageWindow(0, 9)).toEqual([0, 1, 2, 3, 4]);
    expect(getPageWindow(4, 9)).toEqual([2, 3, 4, 5, 6]);
    expect(getPageWindow(8, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(getPageWindow(7, 9)).toEqual([4, 5, 6, 7, 8]);
  });

  it("takes another size of window", () => {
    expect(getPageWindow(5, 20, 3)).toEqual([4, 5, 6]);
    expect(getPageWindow(0, 20, 3)).toEqual([0, 1, 2]);
  });
});

describe("getPaginationItems", () => {
  it("links every page when there are 5 or fewer, with no ellipsis", () => {
    expect(read(getPaginationItems(0, 1))).toBe("[1]");
    expect(read(getPaginationItems(2, 4))).toBe("1 2 [3] 4");
    expect(read(getPaginationItems(4, 5))).toBe("1 2 3 4 [5]");
  });

  it("adds the last page, after an ellipsis, while the window is at the start", () => {
    expect(read(getPaginationItems(0, 10))).toBe("[1] 2 3 4 5 … 10");
    expect(read(getPaginationItems(2, 10))).toBe("1 2 [3] 4 5 … 10");
  });

  it("adds the first and last pages with an ellipsis each side in the middle", () => {
    expect(read(getPaginationItems(5, 10))).toBe("1 … 4 5 [6] 7 8 … 10");
    expect(read(getPaginationItems(49, 100))).toBe("1 … 48 49 [50] 51 52 … 100");
  });

  it("adds the first page, after an ellipsis, while the window is at the end", () => {
    expect(read(getPaginationItems(9, 10))).toBe("1 … 6 7 8 9 [10]");
    expect(read(getPaginationItems(7, 10))).toBe("1 … 6 7 [8] 9 10");
  });

  it("shows no ellipsis next to a first or last page the window touches", () => {
    // Window 2–6 of 7: page 1 and page 7 sit right beside it.
    expect(read(getPaginationItems(3, 7))).toBe("1 2 3 [4] 5 6 7");
    // Window 2–6 of 6 pages: the first page is next to it, the last is in it.
    expect(read(getPaginationItems(4, 6))).toBe("1 2 3 4 [5] 6");
    // Window 3–7 of 8: one page (2) is left out before, none after.
    expect(read(getPaginationItems(5, 8))).toBe("1 … 4 5 [6] 7 8");
  });

  it("gives the gaps keys of their own, so a list of both renders without clashing keys", () => {
    const gaps = getPaginationItems(5, 10).filter((item) => item.kind === "gap");
    expect(gaps.map((gap) => gap.key)).toEqual(["before", "after"]);
  });

  it("has nothing to link for a list without pages", () => {
    expect(getPaginationItems(0, 0)).toEqual([]);
  });
});

describe("countPages", () => {
  it("counts whole pages, a part-filled last page too, and one page for nothing", () => {
    expect(countPages(12, 3)).toBe(4);
    expect(countPages(12, 5)).toBe(3);
    expect(countPages(1, 3)).toBe(1);
    expect(countPages(0, 3)).toBe(1);
  });
});

describe("readZeroBasedPage", () => {
  it("reads a zero-based page, no parameter or an empty one being the first", () => {
    expect(readZeroBasedPage(null, 4)).toBe(0);
    expect(readZeroBasedPage("", 4)).toBe(0);
    expect(readZeroBasedPage("0", 4)).toBe(0);
    expect(readZeroBasedPage("3", 4)).toBe(3);
    expect(readZeroBasedPage("03", 4)).toBe(3);
  });

  it("names no page past the last one", () => {
    expect(readZeroBasedPage("4", 4)).toBeNull();
    expect(readZeroBasedPage("999999", 4)).toBeNull();
  });

  it("names no page for anything but digits, or too many of them", () => {
    for (const value of ["-1", "1.5", "1e2", "abc", " 1", "1 ", "0x1", "+1", "１", "9".repeat(400)]) {
      expect(readZeroBasedPage(value, 4), value).toBeNull();
    }
  });
});
