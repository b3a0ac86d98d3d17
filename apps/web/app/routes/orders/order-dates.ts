// Times as a shopper in India reads them, in India's time zone whatever the server's: the page
// is rendered on the server and must not change its text when it hydrates in the browser.
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026" */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "23 Nov 2026, 9:41 pm" */
export function formatOrderTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
