import { describeDelivery, PINCODE_RULE } from "@nagai/contracts/delivery-texts";
import { type FormEvent, useRef, useState } from "react";
import { createApiClient } from "../../lib/api";

/**
 * The address form's PIN code lookup (decision 048): once six digits are typed, the shop's list
 * names the district and state, which fill City and State when they are still empty (a value the
 * shopper typed is never replaced), and the line under the fields says whether and how fast the
 * shop delivers there. Without JavaScript the shopper types them; the server decides at the order.
 */
export function usePincodeFill() {
  const [note, setNote] = useState("");
  const asked = useRef("");

  async function onInput(event: FormEvent<HTMLElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "pincode") return;
    const pincode = input.value.trim();
    if (!PINCODE_RULE.test(pincode)) {
      asked.current = "";
      setNote("");
      return;
    }
    if (asked.current === pincode) return;
    asked.current = pincode;
    try {
      const answer = await createApiClient().checkDelivery(pincode);
      // A later PIN code was typed while this one was asked: its answer wins.
      if (asked.current !== pincode) return;
      fillIfEmpty(input.form, "city", answer.district);
      fillIfEmpty(input.form, "state", answer.state);
      setNote(describeDelivery(answer));
    } catch {
      setNote("");
    }
  }

  return { onInput, note };
}

function fillIfEmpty(form: HTMLFormElement | null, name: string, value: string | null) {
  const field = form?.elements.namedItem(name);
  if (value && field instanceof HTMLInputElement && field.value.trim() === "") field.value = value;
}
