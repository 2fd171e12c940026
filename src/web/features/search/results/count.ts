import { useFormat, useLanguage } from "~/web/features/languages/language-context";

/**
 * A count's values for a counting message: `count` chooses the plural, `n` is the number as the page
 * writes it (English as it always has, "1250"; the other languages with their separators, "1 250").
 */
export function useCount(): (count: number) => { count: number; n: string } {
  const language = useLanguage();
  const format = useFormat();
  return (count) => ({ count, n: language === "en" ? String(count) : format.number(count) });
}
