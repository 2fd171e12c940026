import { z } from "zod";
import { LANGUAGES } from "./languages";

/** PUT /api/v1/me/language: the language a signed-in user chose with the switcher. */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES),
});
export type LanguageChoice = z.output<typeof languageChoiceSchema>;
