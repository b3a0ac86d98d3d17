import {
  CATALOGUE_METALS,
  COLOR_ACCENTS,
  GENDERS,
  GIFT_IDEAS,
  ITEM_NAMES,
  MATERIAL_FINISHES,
  OCCASIONS,
  SIZE_NAMES,
  STONE_UNITS,
} from "@nagai/contracts/constants";
import { SUB_ITEMS } from "@nagai/contracts/staff-product-texts";
import { Form } from "react-router";
import type { PieceChoices } from "./catalogue-api.server";

type Values = Record<string, string>;
type Errors = Record<string, string>;

interface Field {
  name: string;
  label: string;
  kind?: "text" | "number" | "textarea" | "select" | "check";
  options?: readonly string[];
  blank?: boolean;
  step?: string;
  wide?: boolean;
}

const ALL_SUB_ITEMS = [...new Set(Object.values(SUB_ITEMS).flat())];

function FieldInput({ field, values, errors }: { field: Field; values: Values; errors: Errors }) {
  const id = `piece-${field.name}`;
  const error = errors[field.name];
  const described = error ? { "aria-describedby": `${id}-error`, "aria-invalid": true } : {};
  const value = values[field.name] ?? "";
  let input: React.ReactNode;
  if (field.kind === "select") {
    input = (
      <select id={id} name={field.name} defaultValue={value} {...described}>
        {field.blank !== false && <option value="">{field.blank ? "None" : "Choose"}</option>}
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "textarea") {
    input = <textarea id={id} name={field.name} defaultValue={value} rows={3} {...described} />;
  } else if (field.kind === "check") {
    input = (
      <input
        id={id}
        name={field.name}
        type="checkbox"
        value="YES"
        defaultChecked={value !== "" && value !== "NO" && value !== "false"}
        {...described}
      />
    );
  } else {
    input = (
      <input
        id={id}
        name={field.name}
        type="text"
        inputMode={field.kind === "number" ? "decimal" : undefined}
        defaultValue={value}
        {...described}
      />
    );
  }
  return (
    <div className={field.wide ? "desk-form__field desk-form__field--wide" : "desk-form__field"}>
      <label htmlFor={id}>{field.label}</label>
      {input}
      {error && (
        <p id={`${id}-error`} className="desk-form__problem">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The piece form (decision 049): every field of the spec's product and both sets of pricing
 * inputs, so it works without JavaScript; the server ignores the set the pricing does not use.
 */
export function PieceForm({
  action,
  values,
  errors,
  choices,
  submit,
}: {
  action: string;
  values: Values;
  errors: Errors;
  choices: PieceChoices;
  submit: string;
}) {
  const groups: { legend: string; fields: Field[] }[] = [
    {
      legend: "The piece",
      fields: [
        { name: "TAGNO", label: "TAGNO" },
        { name: "ITEMID", label: "ITEMID", kind: "number" },
        { name: "PRODUCTNAME", label: "Name", wide: true },
        { name: "ITEMNAME", label: "Category", kind: "select", options: ITEM_NAMES, blank: undefined },
        { name: "SUBITEMNAME", label: "Sub-item", kind: "select", options: ALL_SUB_ITEMS },
        { name: "CATNAME", label: "Metal group", kind: "select", options: CATALOGUE_METALS },
        { name: "PURITY", label: "Purity", kind: "select", options: choices.purities },
        { name: "NETWT", label: "Net weight (grams)", kind: "number" },
        { name: "HUID", label: "HUID (hallmark id)" },
        { name: "Description", label: "Description", kind: "textarea", wide: true },
        { name: "MaterialFinish", label: "Finish", kind: "select", options: MATERIAL_FINISHES },
        { name: "ColorAccents", label: "Colour accents", kind: "select", options: COLOR_ACCENTS },
        { name: "Gender", label: "For", kind: "select", options: GENDERS },
        { name: "Occasion", label: "Occasion", kind: "select", options: OCCASIONS },
        { name: "CollectionType", label: "Collection" },
        { name: "GiftIdeas", label: "Gift idea", kind: "select", options: GIFT_IDEAS, blank: true },
        { name: "SizeName", label: "Size", kind: "select", options: SIZE_NAMES, blank: true },
        { name: "SizeId", label: "Size id", kind: "number" },
        { name: "MetalId", label: "Metal id", kind: "number" },
        { name: "StoneUnit", label: "Stone unit", kind: "select", options: STONE_UNITS, blank: true },
        { name: "MRP", label: "MRP (₹, optional)", kind: "number" },
      ],
    },
    {
      legend: "Price",
      fields: [
        { name: "pricing", label: "Priced", kind: "select", options: ["weighed", "tag"], blank: false },
        {
          name: "makingKind",
          label: "Making charged",
          kind: "select",
          options: choices.makingKinds,
          blank: false,
        },
        { name: "makingValue", label: "Making (% or ₹ per gram)", kind: "number" },
        { name: "stoneCharges", label: "Stones (₹)", kind: "number" },
        { name: "otherCharges", label: "Other: hallmarking, certificate (₹)", kind: "number" },
        { name: "tagPrice", label: "Tag price with GST (₹, tag-priced only)", kind: "number" },
      ],
    },
    {
      legend: "Stock and sale",
      fields: [
        { name: "stock", label: "Stock (pieces held)", kind: "number" },
        { name: "forSale", label: "For sale", kind: "check" },
        { name: "NewArrival", label: "New arrival", kind: "check" },
        { name: "Top_Trending", label: "Top trending", kind: "check" },
        { name: "BestDesign", label: "Best design", kind: "check" },
        { name: "Featured", label: "Featured", kind: "check" },
      ],
    },
  ];
  return (
    <Form method="post" action={action} aria-label="Piece">
      <input type="hidden" name="intent" value="save" />
      {groups.map((group) => (
        <fieldset key={group.legend} className="staff-section">
          <legend>{group.legend}</legend>
          <div className="desk-form">
            {group.fields.map((field) => (
              <FieldInput key={field.name} field={field} values={values} errors={errors} />
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="staff-button">
        {submit}
      </button>
    </Form>
  );
}
