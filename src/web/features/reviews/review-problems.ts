import type { MessageId } from "~/domain/languages/catalogs";
import { REVIEW_LIMITS, REVIEW_MESSAGES, tooLong } from "~/domain/reviews/review-rules";
import { useFormat, useT } from "~/web/features/languages/language-context";

/** The checks' messages the reviews' forms show (the form's own and the API's field errors alike). */
const KNOWN = new Set<string>([
  REVIEW_MESSAGES.rating,
  REVIEW_MESSAGES.body,
  REVIEW_MESSAGES.response,
  REVIEW_MESSAGES.reason,
]);

const TOO_LONG: [text: string, message: MessageId, max: number][] = [
  [tooLong("Review", REVIEW_LIMITS.body), "Review must be at most {max} characters", REVIEW_LIMITS.body],
  [
    tooLong("Response", REVIEW_LIMITS.response),
    "Response must be at most {max} characters",
    REVIEW_LIMITS.response,
  ],
  [tooLong("Reason", REVIEW_LIMITS.reason), "Reason must be at most {max} characters", REVIEW_LIMITS.reason],
];

/**
 * A review check's message (written in English by the rules and by the API) in the page's language; a
 * message it does not know stays as it is.
 */
export function useProblemText(): (text: string | undefined) => string | undefined {
  const t = useT();
  const format = useFormat();
  return (text) => {
    if (!text) return text;
    if (KNOWN.has(text)) return t(text as MessageId);
    const long = TOO_LONG.find(([known]) => known === text);
    return long ? t(long[1], { max: format.number(long[2]) }) : text;
  };
}
