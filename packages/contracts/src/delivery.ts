import { DELIVERY_MESSAGES, PINCODE_RULE } from "./delivery-texts.ts";
import { z } from "./zod.ts";

// The delivery check's schemas (issue 26 item 6, decision 048). Texts and rules: delivery-texts.ts.
export * from "./delivery-texts.ts";

export const PincodeSchema = z
  .string({ error: DELIVERY_MESSAGES.pincodeInvalid })
  .regex(PINCODE_RULE, DELIVERY_MESSAGES.pincodeInvalid)
  .describe("6 digits, the first 1–9");

// No `id`: path schemas stay inline in the OpenAPI document.
export const PincodeParamsSchema = z.object({ pincode: PincodeSchema });

export const DeliveryCheckSchema = z
  .object({
    pincode: z.string(),
    serviceable: z.boolean().describe("Whether the shop delivers there"),
    district: z.string().nullable().describe("null when the PIN code is not in the shop's list"),
    state: z.string().nullable(),
    minDays: z.number().int().nullable().describe("Business days in transit; null when not serviceable"),
    maxDays: z.number().int().nullable(),
    cod: z.boolean().describe("Whether cash on delivery is offered there"),
  })
  .meta({ id: "DeliveryCheck" });
export type DeliveryCheck = z.infer<typeof DeliveryCheckSchema>;

export const PincodeImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .default("true")
    .describe("true (the default) reports what the file would change and changes nothing"),
});

const PincodeRowSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  metro: z.boolean(),
  cod: z.boolean(),
});
export type PincodeRow = z.infer<typeof PincodeRowSchema>;

export const PincodeImportReportSchema = z
  .object({
    dryRun: z.boolean(),
    applied: z.boolean().describe("true when the table now holds exactly the file's rows"),
    rows: z.number().int().describe("PIN code rows in the file (the header not counted)"),
    added: z.array(z.object({ line: z.number().int(), row: PincodeRowSchema })),
    changed: z.array(z.object({ line: z.number().int(), before: PincodeRowSchema, after: PincodeRowSchema })),
    removed: z.array(PincodeRowSchema).describe("In the table, not in the file: an import removes them"),
    unchanged: z.number().int(),
    errors: z
      .array(z.object({ line: z.number().int(), message: z.string() }))
      .describe(
        "Each refused row by its line in the file (the header is line 1); any error refuses the whole file",
      ),
  })
  .meta({ id: "PincodeImportReport" });
export type PincodeImportReport = z.infer<typeof PincodeImportReportSchema>;

export const PincodeSearchQuerySchema = z.object({
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(80, "q is at most 80 characters")
    .default("")
    .describe("The start of a PIN code, a district or a state; empty lists the first PIN codes"),
});

export const PincodeSearchSchema = z
  .object({
    total: z
      .number()
      .int()
      .describe("PIN codes in the list; 0 means the shop delivers to every valid PIN code"),
    data: z.array(PincodeRowSchema).describe("At most 50, by PIN code"),
  })
  .meta({ id: "PincodeSearch" });
export type PincodeSearch = z.infer<typeof PincodeSearchSchema>;
