import { NAMESPACES, type Namespace } from "./catalogs";
import type { Language } from "./languages";
import type { CompiledMessages } from "./read-message";
import { readMessage } from "./read-message";
import { messagesOf } from "./translator";

export type MessageValues = Readonly<Record<string, string | number>>;

const everyNamespace = Object.keys(NAMESPACES) as Namespace[];
const everyMessage = new Map<Language, CompiledMessages>();

/**
 * A message of any catalogue, by its English text, in `language` with its values put in: an API error's
 * message (decision 062). A text the catalogues do not hold stays as it is.
 */
export function textWithValues(language: Language, id: string, values: MessageValues = {}): string {
  let messages = everyMessage.get(language);
  if (!messages) {
    messages = messagesOf(language, everyNamespace);
    everyMessage.set(language, messages);
  }
  const message = messages[id];
  return message ? readMessage(message, values, language) : id;
}

/** A fixed English text of the catalogues (an error's message) in `language`. */
export const textIn = (language: Language, english: string): string => textWithValues(language, english);
