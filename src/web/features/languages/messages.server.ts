import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import type { Language } from "~/domain/languages/languages";

const compiled = new Map<string, Messages>();

/** One namespace in one language, compiled once per process (no message parser reaches the browser). */
function compiledNamespace(language: Language, namespace: Namespace): Messages {
  const key = `${language}:${namespace}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source = NAMESPACES[namespace];
    const texts: Record<string, string> = language === "en" ? {} : source[language];
    messages = Object.fromEntries(
      source.ids.map((id) => {
        const message = compileMessage(texts[id] ?? id);
        // Plain text travels as a string: Lingui reads it as it is.
        return [id, message.length === 1 && typeof message[0] === "string" ? message[0] : message];
      }),
    );
    compiled.set(key, messages);
  }
  return messages;
}

/** The messages a page's loader hands its components, in the page's language. */
export function messagesOf(language: Language, namespaces: readonly Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => compiledNamespace(language, namespace)));
}
