import type { AuditEntry } from "@nagai/contracts/staff";

/** A value of an audit entry's before or after, as one short line. */
function shown(values: Record<string, unknown> | null): string {
  if (!values) return "—";
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${value === null ? "—" : String(value)}`)
    .join(", ");
}

/** An instant as India's date and time (India keeps one offset all year). */
const indiaTime = (at: string) =>
  `${new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ")} IST`;

/** A record's audit entries (decision 045): who changed what, when, before and after. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="desk-audit">
      <summary>{`History (${entries.length})`}</summary>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{indiaTime(entry.at)}</time> {entry.staffName}: {shown(entry.before)} →{" "}
            {shown(entry.after)}
          </li>
        ))}
      </ol>
    </details>
  );
}
