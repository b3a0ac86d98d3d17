import { NEW_PASSWORD_RULES } from "@nagai/contracts/auth-texts";

/** Short names of NEW_PASSWORD_RULES, in the same order; the rules' own texts are the error messages. */
const RULE_LABELS = ["At least 8 characters", "One uppercase letter", "One number", "One special character"];

/** The spec's four live strength indicators for a new password (document 2, Change password). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="password-rules" aria-label="Password requirements">
      {NEW_PASSWORD_RULES.map((rule, index) => {
        const met = rule.test(password);
        return (
          <li key={rule.message} className="password-rules__rule" data-met={met}>
            <span className="password-rules__mark" aria-hidden="true">
              {met ? "✓" : "✗"}
            </span>
            {RULE_LABELS[index]}
            <span className="visually-hidden">{met ? ", met" : ", not met"}</span>
          </li>
        );
      })}
    </ul>
  );
}
