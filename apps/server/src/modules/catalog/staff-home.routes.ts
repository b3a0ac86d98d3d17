import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { HOME_LIST_SCHEMAS, HOME_LISTS, type HomeListKey } from "@nagai/contracts/staff-media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STAFF_ERRORS, STAFF_TAGS, signedInStaff } from "../staff/staff.public.ts";
import type { StaffHome } from "./staff-home.service.ts";

const errors = { 400: ErrorResponseSchema, ...STAFF_ERRORS };
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * The home page's lists in the console (issue 26 item 4), registered behind requireStaff: one GET
 * and one PUT per list, each with its own item schema in the OpenAPI document.
 */
export const staffHomeRoutes: FastifyPluginAsyncZod<{ staffHome: StaffHome }> = async (
  app,
  { staffHome },
) => {
  for (const list of Object.keys(HOME_LIST_SCHEMAS) as HomeListKey[]) {
    const { body, answer } = HOME_LIST_SCHEMAS[list];
    const title = HOME_LISTS[list].toLowerCase();
    app.get(
      `/home/${list}`,
      {
        schema: {
          tags: STAFF_TAGS,
          operationId: `getStaffHome${pascal(list)}`,
          summary: `The home page's ${title}, in order, with the audit of their changes`,
          response: { 200: answer, ...errors },
        },
      },
      async () => staffHome.get(list),
    );
    app.put(
      `/home/${list}`,
      {
        schema: {
          tags: STAFF_TAGS,
          operationId: `putStaffHome${pascal(list)}`,
          summary: `Replace the home page's ${title}`,
          description:
            "The whole list in its new order, in one transaction written to the audit log with the list before " +
            "and after. Texts are trimmed and may hold no control characters; an itemName must be a category of " +
            "the catalogue and a picture one already stored (POST /api/v1/staff/media), else 400. The storefront " +
            "shows the new list once its caches see the catalogue's new version (about a second).",
          body,
          response: { 200: answer, ...errors },
        },
      },
      async (request) => staffHome.replace(signedInStaff(request), list, request.body.items as never),
    );
  }
};
