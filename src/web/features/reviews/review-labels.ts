/** The word each number of stars stands for, in the form's radio group. */
export const STAR_WORDS: Record<number, string> = {
  5: "Excellent",
  4: "Very good",
  3: "Average",
  2: "Poor",
  1: "Terrible",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'MMM dd, yyyy' in UTC, so the server and the browser render the same text. */
export function reviewDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")}, ${d.getUTCFullYear()}`;
}

/** Whether a review (or a response) was changed after it was first written. */
export function wasEdited(createdAt: string, updatedAt: string): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 60_000;
}
