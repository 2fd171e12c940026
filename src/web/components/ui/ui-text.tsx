import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { MessageId } from "~/domain/languages/catalogs";

/**
 * The page's words for the primitives (src/web/components, src/web/features/shared), which import no
 * feature: the root hands in the language feature's `t` and number format (decision 062). Without a
 * provider (a component test), an id reads as its English text with its `{name}` values put in.
 */
export type UiText = {
  t(id: MessageId, values?: Record<string, unknown>): string;
  /** A count with the page's language's separators. */
  number(value: number): string;
};

const ENGLISH: UiText = {
  t: (id, values) =>
    values
      ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
      : id,
  number: (value) => value.toLocaleString("en-US"),
};

const UiTextContext = createContext<UiText>(ENGLISH);

export function UiTextProvider({ t, number, children }: UiText & { children: ReactNode }) {
  const value = useMemo(() => ({ t, number }), [t, number]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The primitives' `t` and number format in the page's language. */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
