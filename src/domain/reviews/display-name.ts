/**
 * How a reviewer is named in public: their first name and the initial of their last one
 * ("Amara O."), so a review never publishes a customer's full name, e-mail or id.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "A customer";
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = last ? [...last][0]?.toUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
