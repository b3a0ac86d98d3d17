import { APPOINTMENT_LANGUAGES } from "@nagai/contracts/appointment-texts";
import { POLICY_TEXT } from "@nagai/contracts/policy";

/**
 * "Tamil, English, Hindi, Telugu or Malayalam". Joined by hand, not by Intl.ListFormat: the server's
 * and the browser's locale data may differ on a comma, and hydration would then find other text.
 */
export function joinWords(words: readonly string[], last: "and" | "or"): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`;
}

const languages = joinWords(APPOINTMENT_LANGUAGES, "or");

/**
 * Why shop with Nagai: the /why-choose-us page shows each reason in full, the about page's Why
 * Choose Us section the first few. Each is something the shop really does, with the figures of
 * policy.ts.
 */
export const REASONS = [
  {
    id: "hallmarked",
    title: "Hallmarked gold",
    text: "Every gold piece carries the Bureau of Indian Standards hallmark and its 6-digit HUID, which you can check yourself in the BIS CARE app.",
  },
  {
    id: "handmade",
    title: "Made in our own workshop",
    text: "Our karigars in Madurai make much of what we sell by hand, so we know every piece from the inside.",
  },
  {
    id: "honest-prices",
    title: "Prices that show their workings",
    text: "Today's gold and silver rates run along the top of every page, and each piece shows its price, its GST and the total. A struck-through price appears only when the piece has a real MRP.",
  },
  {
    id: "warranty",
    title: "Lifetime warranty",
    text: "If something we made fails, a joint, a clasp or a setting, we repair it free for the life of the piece.",
  },
  {
    id: "returns",
    title: `Returns within ${POLICY_TEXT.returnWindow}`,
    text: `Not right? Ask to return it within ${POLICY_TEXT.returnWindow} of delivery, and your refund follows in ${POLICY_TEXT.refundTime}.`,
  },
  {
    id: "shipping",
    title: "Insured delivery across India",
    text: `Free above ${POLICY_TEXT.freeShippingAbove}, ${POLICY_TEXT.flatShippingFee} below, usually within ${POLICY_TEXT.delivery}, with cash on delivery at no extra charge.`,
  },
  {
    id: "video-appointments",
    title: "See it live before you buy",
    text: `Book a free video appointment and our staff show you pieces up close, in ${languages}.`,
  },
  {
    id: "secure",
    title: "Safe payment, private data",
    text: "You pay on ICICI Bank's payment page, so your card never reaches us. We set one cookie, run no trackers and sell nothing about you.",
  },
] as const;
