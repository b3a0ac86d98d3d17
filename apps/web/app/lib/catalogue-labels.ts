/**
 * How the catalogue's enumerated values read to a shopper: the API keeps the spec's values
 * (GOLDCOATED, DAILY_WEAR), the pages show words.
 */
export const FINISH_LABELS: Record<string, string> = {
  GOLDCOATED: "Gold Coated",
  SILVERCOATED: "Silver Coated",
};

export const OCCASION_LABELS: Record<string, string> = {
  DAILY_WEAR: "Daily Wear",
  WEDDING: "Wedding",
  TRADITIONAL: "Traditional",
};

/** A value's label; one the lists do not know yet reads as words ("SOME_VALUE" → "Some value"). */
export function getValueLabel(labels: Record<string, string>, value: string): string {
  const known = labels[value];
  if (known) return known;
  const words = value.replace(/_/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
