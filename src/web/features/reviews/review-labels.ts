import type { MessageId } from "~/domain/languages/catalogs";

/** The word each number of stars stands for, in the form's radio group. */
export const STAR_WORDS: Record<1 | 2 | 3 | 4 | 5, MessageId> = {
  5: "Excellent",
  4: "Very good",
  3: "Average",
  2: "Poor",
  1: "Terrible",
};

/** Whether a review (or a response) was changed after it was first written. */
export function wasEdited(createdAt: string, updatedAt: string): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 60_000;
}
