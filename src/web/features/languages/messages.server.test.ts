import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { NAMESPACES, type Namespace } from "~/domain/languages/catalogs";
import { messagesOf as allMessagesOf } from "~/domain/languages/translator";
import { englishFormattedMessages, messagesOf } from "./messages.server";
import { type CompiledMessage, readAsId, readMessage } from "./read-message";

const namespaces = Object.keys(NAMESPACES) as Namespace[];

/** A value for each of the message's names (nested ones too), so every part of it is read. */
function valuesFor(message: CompiledMessage): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, choices] = token;
      values[name] = type === "plural" || type === "selectordinal" || type === "number" ? 2 : `‹${name}›`;
      for (const choice of Object.values((choices ?? {}) as Record<string, unknown>)) {
        if (Array.isArray(choice)) visit(choice as CompiledMessage);
      }
    }
  };
  visit(message);
  return values;
}

describe("the messages a page's loader sends", () => {
  it("in English, leave out what the browser reads the same from the id", () => {
    for (const namespace of namespaces) {
      const sent = messagesOf("en", [namespace]);
      const loaded = { ...englishFormattedMessages(), ...sent };
      for (const id of NAMESPACES[namespace].ids as readonly string[]) {
        const message = compileMessage(id) as CompiledMessage;
        const values = valuesFor(message);
        const read = id in loaded ? readMessage(loaded[id]!, values, "en") : readAsId(id, values);
        expect(read, `${namespace}: ${id}`).toBe(readMessage(message, values, "en"));
      }
    }
  });

  it("in English, carry a text once: plain texts and {name} values stay out, ICU escapes and plurals go", () => {
    const all = namespaces.flatMap((namespace) => NAMESPACES[namespace].ids as readonly string[]);
    const sent = messagesOf("en", namespaces);
    expect(Object.keys(sent).length).toBeGreaterThan(0);
    expect(Object.keys(sent).length).toBeLessThan(all.length / 10);
    expect(sent).not.toHaveProperty(["Skip to content"]);
    for (const id of Object.keys(sent)) expect(id).toMatch(/[{}']/);
  });

  it("in the other languages, send every message of the namespaces", () => {
    for (const language of ["fr", "es", "ar"] as const) {
      expect(messagesOf(language, ["layout", "search"])).toEqual(
        allMessagesOf(language, ["layout", "search"]),
      );
    }
  });
});
