import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The router decodes the server's data before its first render and suspends until then. React waits
 * at the root; Preact needs a Suspense boundary there, and one around the whole document cannot resume
 * hydrating it. So with Preact the decoding is started (the router's first step throws its promise)
 * and awaited before hydrating.
 */
async function decodeThenHydrate() {
  // React's server renderer moves resource hints into <head> (module preloads, an <img> preload) where
  // no component renders them. Preact hydrates elements by position, so a hint would take the place of
  // the page's own <link> and that one (the stylesheet) would be dropped. The hints have done their
  // work by now: the modules are running.
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) {
    hint.remove();
  }
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
  hydrate();
}

if (import.meta.env.PREACT) void decodeThenHydrate();
else hydrate();
