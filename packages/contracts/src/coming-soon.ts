// The coming-soon page's countdown (spec 001: "countdown of one year (days, hours, minutes,
// seconds), text 'You are good to go!' when complete"; "runs for 365 days").

/**
 * When the countdown began: midnight in India on the day the page went up. The launch is fixed in
 * the code, 365 days later, rather than counted from each visit (the spec's page restarted its
 * year on every load, a deadline that never comes): every visitor, every server process and the
 * server's HTML and the browser's ticking all count to the same moment. Moving the launch is a
 * change to this line, reviewed like any other.
 */
export const COUNTDOWN_STARTED_AT = "2026-11-26T00:00:00+05:30";
export const COUNTDOWN_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 2027-11-26 00:00 in India (2027-11-25T18:30:00Z). */
export const LAUNCH_AT_MS = Date.parse(COUNTDOWN_STARTED_AT) + COUNTDOWN_DAYS * DAY_MS;

export const COMING_SOON_DONE = "You are good to go!";

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The launch has come: the page says COMING_SOON_DONE instead of the numbers. */
  done: boolean;
}

/** What is left at `now` (milliseconds), in whole units, rounded down; all zero once done. */
export function getCountdown(now: number, launchAt: number = LAUNCH_AT_MS): Countdown {
  const left = Math.max(0, Math.floor((launchAt - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
