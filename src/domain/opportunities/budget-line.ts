const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** The card's budget line (part 2 §2): '$min - $max', 'Starting at $min', 'Up to $max' or 'Budget negotiable'. */
export function budgetLine(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${money(min)} - ${money(max)}`;
  if (min !== null) return `Starting at ${money(min)}`;
  if (max !== null) return `Up to ${money(max)}`;
  return "Budget negotiable";
}
