import { compileMessage } from "@lingui/message-utils/compileMessage";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { compileEnglishIdsWith } from "~/web/features/languages/language-context";
import type { CompiledMessage } from "~/web/features/languages/read-message";

// Components rendered without a page around them read each id as English, with its values.
compileEnglishIdsWith((id) => compileMessage(id) as CompiledMessage);

// Vitest's globals are off, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

// findBy… and waitFor wait up to 5 s rather than 1 s: a lazily loaded form on a busy 2-core CI
// machine (the API suites run beside these) can take longer than a second to appear.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom gives a requestSubmit() without a submitter the form itself as the event's submitter
// (browsers give null), and React then fails to read the form's data. Dispatch it as browsers do.
const requestSubmit = HTMLFormElement.prototype.requestSubmit;
HTMLFormElement.prototype.requestSubmit = function (this: HTMLFormElement, submitter?: HTMLElement | null) {
  if (submitter) return requestSubmit.call(this, submitter);
  if (this.checkValidity())
    this.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
};

// happy-dom does not know the <search> element yet, and React warns about an unknown tag.
Object.defineProperty(HTMLUnknownElement.prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: Element) {
    return this.localName === "search" ? "HTMLElement" : "HTMLUnknownElement";
  },
});
