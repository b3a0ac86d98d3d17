import { describe, expect, it } from "vitest";
import { COUNTDOWN_STARTED_AT, getCountdown, LAUNCH_AT_MS } from "./coming-soon.ts";

describe("the coming-soon countdown", () => {
  it("runs 365 days from its start to the launch, midnight in India", () => {
    expect(getCountdown(Date.parse(COUNTDOWN_STARTED_AT))).toEqual({
      days: 365,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
    expect(new Date(LAUNCH_AT_MS).toISOString()).toBe("2027-11-25T18:30:00.000Z");
  });

  it("splits what is left into days, hours, minutes and seconds, rounded down", () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(getCountdown(LAUNCH_AT_MS - left)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
    expect(getCountdown(LAUNCH_AT_MS - 1500)).toMatchObject({ days: 0, seconds: 1, done: false });
  });

  it("is done at the launch and stays at zero after it", () => {
    for (const now of [LAUNCH_AT_MS - 999, LAUNCH_AT_MS, LAUNCH_AT_MS + 86_400_000 * 400]) {
      expect(getCountdown(now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    }
  });
});
