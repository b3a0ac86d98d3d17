import { type AppLoadContext, data, redirect } from "react-router";
import { ApiError, createApiClient } from "../../lib/api";
import { ENHANCED_FIELD } from "../../lib/enhanced-field";
import { readForm } from "../../lib/read-form.server";
import { readPositiveId } from "../../lib/read-id";
import { loginHref } from "../../lib/session";
import { findUser } from "../../lib/session.server";
import {
  ADDRESS_INTENTS,
  ADDRESS_PAGE,
  type AddressActionResult,
  FAILURE_TEXTS,
  getFailureTexts,
  type PostedAddress,
  readIntent,
  readPostedAddress,
  readTab,
} from "./address-view";
import { checkAddressForm } from "./check-address";

/** Every answer of the page's action is the shopper's own: no cache may keep it. */
const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * POST /AddressManager: add, edit, set as default or delete one of the shopper's addresses, through
 * the API (which holds every rule). A hydrated page posts with a fetcher and gets the result as
 * data; a form posted without JavaScript goes back to the page on success (303) and, on failure,
 * is answered with the page itself showing the form's messages. Another site's post never gets
 * here: React Router refuses it for a page (its Origin check).
 */
export async function runAddressAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const enhanced = form.get(ENHANCED_FIELD) === "1";
  const intent = readIntent(form.get("intent"));
  const id = readPositiveId(form.get("id"));
  const tab = readTab(String(form.get("tab") ?? ""));
  const back = tab === "all" ? ADDRESS_PAGE : `${ADDRESS_PAGE}?tab=${tab}`;

  const user = await findUser(request, context);
  if (!user) return redirect(loginHref(back), { status: 303, headers: NO_STORE });

  const fail = (result: Extract<AddressActionResult, { ok: false }>, status: number) =>
    data(result, { status, headers: NO_STORE });
  if (intent === null || (intent !== ADDRESS_INTENTS.create && id === null)) {
    const texts = getFailureTexts(intent);
    return fail({ ok: false, intent, message: texts.toast, formMessage: texts.form }, 400);
  }

  const api = createApiClient(context);
  const saving = intent === ADDRESS_INTENTS.create || intent === ADDRESS_INTENTS.update;
  const posted = saving ? readPostedAddress(form) : undefined;
  const texts = FAILURE_TEXTS[intent];
  const formFailure = { ok: false as const, intent, formMessage: texts.form, posted, addressId: id };
  if (posted) {
    const fields = checkAddressForm(posted);
    if (Object.keys(fields).length > 0) return fail({ ...formFailure, message: texts.form, fields }, 400);
  }

  try {
    // A save answers the address as it is now; a deletion only its message.
    const answer: { message: string; data?: { id: number } } = await callApi();
    if (!enhanced) return redirect(back, { status: 303, headers: NO_STORE });
    const result: AddressActionResult = {
      ok: true,
      intent,
      message: answer.message,
      addressId: answer.data?.id,
    };
    return data(result, { headers: NO_STORE });
  } catch (error) {
    // The session ended between the page and the post (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) {
      return redirect(loginHref(back), { status: 303, headers: NO_STORE });
    }
    // The API's refusal explains itself ("You must have at least one address."): the toast says it.
    if (error instanceof ApiError && error.status < 500) {
      return fail({ ...formFailure, message: error.message, fields: error.fields }, error.status);
    }
    return fail({ ...formFailure, message: texts.toast }, 502);
  }

  // The checks above leave a form's values for a save and an id for everything but a create.
  function callApi() {
    switch (intent) {
      case ADDRESS_INTENTS.create:
        return api.createAddress({ ...toBody(posted!), customerId: user!.id });
      case ADDRESS_INTENTS.update:
        return api.updateAddress(id!, toBody(posted!));
      case ADDRESS_INTENTS.setDefault:
        return api.updateAddress(id!, { isDefault: true });
      default:
        return api.deleteAddress(id!);
    }
  }
}

/** The API's body: the fields as typed (the API trims them); empty optional ones clear them. */
function toBody({ addressType: _type, ...values }: PostedAddress) {
  return values;
}
