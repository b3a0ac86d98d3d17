import type { InputHTMLAttributes, ReactNode } from "react";

/** What ties a control to its label and its message; a `control` spreads these onto its element. */
export interface FieldControlProps {
  id: string;
  name: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The field's message, from the form's schema or the API (components/form/validation.ts). */
  error?: string | undefined;
  /** The control's id is `${idPrefix}-${name}`; a page with two forms gives each its own prefix. */
  idPrefix?: string;
  /** A control other than a text input (a select, a text area), given the props that tie it here. */
  control?: (props: FieldControlProps) => ReactNode;
}

/**
 * Every form's labelled field: a label, the control (an input unless `control` draws another),
 * and the field's message below it, tied to the control for screen readers (aria-describedby,
 * aria-invalid). The message comes from the contracts' schema the form is checked with, so the
 * page says what the API would (decision 043).
 */
export function Field({
  name,
  label,
  error,
  idPrefix = "field",
  control,
  type = "text",
  "aria-describedby": describedBy,
  ...input
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(" ") || undefined;
  const tied: FieldControlProps = {
    id,
    name,
    className: "auth-field__input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {control ? control(tied) : <input type={type} {...input} {...tied} />}
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
