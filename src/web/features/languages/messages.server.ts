import { compileMessage } from "@lingui/message-utils/compileMessage";
import { NAMESPACES } from "~/domain/languages/catalogs";
import type { CompiledMessages } from "~/domain/languages/read-message";

/** Compiled and read in the domain, where the e-mails read them too. */
export { messagesOf, translatorOf } from "~/domain/languages/translator";

let englishArguments: CompiledMessages | undefined;
/**
 * The English messages of every namespace that format a value (plurals, selects, numbers), compiled: the
 * root sends them under every page's own messages, so a component on a page that did not load its
 * namespace still reads in correct English ("1 review", not the message's source).
 */
export function englishFormattedMessages(): CompiledMessages {
  englishArguments ??= Object.fromEntries(
    Object.values(NAMESPACES)
      .flatMap((catalog) => catalog.ids as readonly string[])
      .filter((id) => /\{\w+\s*,/.test(id))
      .map((id) => [id, compileMessage(id)]),
  );
  return englishArguments;
}
