import { type ReactNode, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Namespace } from "~/domain/languages/catalogs";
import { directionOf, type Language } from "~/domain/languages/languages";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { BottomTabBar } from "./app-shell/bottom-tab-bar";
import { NotFound } from "./app-shell/not-found";
import { SiteFooter } from "./app-shell/site-footer";
import { SiteHeader } from "./app-shell/site-header";
import { Toaster } from "./components/ui/toaster";
import { UiTextProvider } from "./components/ui/ui-text";
import { loadSessionUser } from "./features/accounts/load-session-user.server";
import { SessionKeepAlive } from "./features/accounts/session-keep-alive";
import { UnconfirmedBanner } from "./features/accounts/unconfirmed-banner";
import { Walkthrough } from "./features/accounts/walkthrough/walkthrough";
import { LazyStorefrontWizardDialog } from "./features/businesses/storefront/lazy-storefront-wizard";
import { LanguageAlternates } from "./features/languages/language-alternates";
import { LanguageProvider, useFormat, useT } from "./features/languages/language-context";
import { englishFormattedMessages, messagesOf } from "./features/languages/messages.server";
import { pageLanguage } from "./features/languages/page-language.server";
import type { CompiledMessages } from "./features/languages/read-message";
import { readConsentCookie } from "./features/privacy/consent-cookie";
import { CookieBanner } from "./features/privacy/cookie-banner";
import { PrivacySnapshot } from "./features/privacy/privacy-snapshot";

// `precedence` makes React place the stylesheet at the top of <head>, ahead of the module preloads of
// <Scripts> (which React moves into <head> too): the browser asks for the stylesheet first.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
];

/**
 * The signed-in user (name, role, …) for the layout, or null for visitors; whether the cookie banner
 * belongs in the server's HTML (this device has not answered yet); the site's public origin, which
 * the pages' share tags make their absolute links with; and the maps' tiles (MAP_TILE_URL), which the
 * maps read through `useMapTiles`.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const user = await loadSessionUser(pageOf(context).runtime, pageOf(context).actor);
  return {
    language,
    messages: { ...englishFormattedMessages(), ...messagesOf(language, rootNamespaces(user)) },
    origin: pageOf(context).runtime.config.baseUrl.replace(/\/+$/, ""),
    user,
    cookieBanner: readConsentCookie(request.headers.get("Cookie")) === null,
    mapTiles: pageOf(context).runtime.config.mapTiles,
  };
}

/**
 * The namespaces of the layout on every page: its frame, the categories, the privacy prompts and the
 * shared controls (dialogs' Close, pagers). A member also gets the bell's; one who has not done the
 * walkthrough, its words (it opens by itself on any page).
 */
function rootNamespaces(user: Awaited<ReturnType<typeof loadSessionUser>>): Namespace[] {
  const namespaces: Namespace[] = ["layout", "categories", "privacy", "ui", "places"];
  if (user) namespaces.push("notifications");
  // The walkthrough opens by itself on any page, and its last step opens the storefront wizard.
  if (user && !user.walkthroughCompleted) namespaces.push("walkthrough", "storefront");
  return namespaces;
}

// Sign-in, sign-out and profile changes happen through /api/auth and /api/v1: re-read the user on
// every navigation so the header, tabs and guards never show a stale account.
export const shouldRevalidate = () => true;

/**
 * The page's language (the root loader's) and the messages of the root's and the page's loaders, merged;
 * English while the root has no data (an error before its loader ran).
 */
function usePageCompiledMessages(): { language: Language; messages: CompiledMessages } {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const messages = useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map(
          (match) => (match.loaderData as { messages?: CompiledMessages } | undefined)?.messages,
        ),
      ) as CompiledMessages,
    [matches],
  );
  return { language: root?.language ?? "en", messages };
}

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page as live (handlers attached) for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const { language, messages } = usePageCompiledMessages();
  return (
    <LanguageProvider language={language} messages={messages}>
      <Document language={language}>{children}</Document>
    </LanguageProvider>
  );
}

function Document({ language, children }: { language: Language; children: ReactNode }) {
  const t = useT();
  const format = useFormat();
  const origin = useRouteLoaderData<typeof loader>("root")?.origin ?? "";
  return (
    // The primitives (components/ui, features/shared) import no feature: their words come through here.
    <UiTextProvider t={t} number={format.number}>
      <html lang={language} dir={directionOf(language)}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#14532d" />
          <Meta />
          {/* Stylesheets need no nonce (style-src allows 'self'); an empty one keeps the server's and the
            browser's markup alike, where the browser hides the real nonce from the page. */}
          <Links nonce="" />
          <LanguageAlternates origin={origin} />
        </head>
        <body className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            {t("Skip to content")}
          </a>
          <SiteHeader />
          <UnconfirmedBanner />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <BottomTabBar />
          <Walkthrough storefrontWizard={LazyStorefrontWizardDialog} />
          <CookieBanner />
          <PrivacySnapshot />
          <Toaster />
          <SessionKeepAlive />
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </UiTextProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        {t("Something went wrong")}
      </h1>
      <p className="mt-4 text-stone-600">
        {t("We couldn't load this page right now. Please try again in a moment.")}
      </p>
      <a href="." className="mt-8 inline-block rounded-md bg-brand-800 px-4 py-2 font-medium text-white">
        {t("Try again")}
      </a>
    </section>
  );
}
