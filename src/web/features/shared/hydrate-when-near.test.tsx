import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferHydrationOfBlocksBelowTheFold, HydrateWhenNear } from "./hydrate-when-near";

/** The browser's IntersectionObserver, which the simulated DOM lacks: the test says when the block is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  static comeNear() {
    for (const observer of FakeObserver.all)
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as never);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const reviews = <Counter label="Reviews" />;

/** A page that can re-render while the block waits, with the same `children` (as the page's data keeps them) or new. */
function Page({ renders, newChildren = false }: { renders: number; newChildren?: boolean }) {
  return (
    <main>
      <h1>Page {renders}</h1>
      <HydrateWhenNear>{newChildren ? <Counter label="Reviews" /> : reviews}</HydrateWhenNear>
    </main>
  );
}

const attached = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrateServerHtml(renders = 1) {
  container.innerHTML = renderToString(<Page renders={renders} />);
  deferHydrationOfBlocksBelowTheFold();
  await act(async () => {
    root = hydrateRoot(container, <Page renders={renders} />);
  });
}

describe("HydrateWhenNear", () => {
  it("keeps the server's HTML of the block and hydrates it only when it comes near", async () => {
    await hydrateServerHtml();
    const button = screen.getByRole("button", { name: "Reviews 0" });
    expect(attached(screen.getByRole("heading"))).toBe(true);
    expect(attached(button)).toBe(false);

    await act(async () => FakeObserver.comeNear());
    expect(screen.getByRole("button", { name: "Reviews 0" })).toBe(button);
    expect(attached(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe("Reviews 1");
  });

  it("holds a click that comes before it hydrated and gives it again once it has", async () => {
    await hydrateServerHtml();
    const button = screen.getByRole("button", { name: "Reviews 0" });
    await act(async () => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    expect(attached(button)).toBe(true);
    expect(button.textContent).toBe("Reviews 1");
  });

  it("keeps waiting, its HTML in place, when the page re-renders with the same children", async () => {
    await hydrateServerHtml();
    const button = screen.getByRole("button", { name: "Reviews 0" });
    await act(async () => root?.render(<Page renders={2} />));
    expect(screen.getByRole("heading").textContent).toBe("Page 2");
    expect(screen.getByRole("button", { name: "Reviews 0" })).toBe(button);
    expect(attached(button)).toBe(false);
  });

  it("hydrates at once, never empty, when new children arrive before it came near", async () => {
    await hydrateServerHtml();
    const button = screen.getByRole("button", { name: "Reviews 0" });
    await act(async () => root?.render(<Page renders={2} newChildren />));
    expect(screen.getByRole("button", { name: "Reviews 0" })).toBe(button);
    expect(attached(button)).toBe(true);
  });

  it("renders its children at once when there is no server HTML to keep", () => {
    render(<Page renders={1} />);
    expect(attached(screen.getByRole("button", { name: "Reviews 0" }))).toBe(true);
  });
});
