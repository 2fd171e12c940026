import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "~/server/policy";
import type { PageContext } from "~/web/lib/page-context";
import { loadAuthPage } from "./auth.server";

/** A visitor on another machine, no outbox, no identity providers: all the loader reads. */
const context = {
  actor: ANONYMOUS,
  isLocalRequest: false,
  runtime: { config: { mailOutbox: false, smsOutbox: false, oidcProviders: [] } },
} as unknown as PageContext;

const load = (path: string) => {
  const request = new Request(`http://localhost${path}`);
  return loadAuthPage(context, request, new URL(request.url));
};

describe("the /auth loader", () => {
  it("gives the English title and description at /auth, as before", () => {
    const page = load("/auth");
    expect(page.title).toBe("Sign In · Ujamaa");
    expect(page.description).toBe("Sign in to Ujamaa or create your account.");
    // English texts read as their ids: the page does not carry them twice.
    expect(page.messages).not.toHaveProperty(["Create Your Account"]);
  });

  it("gives the page's words, title and description in the language of its path", () => {
    const fr = load("/fr/auth?mode=register");
    expect(fr.title).toBe("Connexion · Ujamaa");
    expect(fr.description).toBe("Connectez-vous à Ujamaa ou créez votre compte.");
    expect(fr.messages["Create Your Account"]).toEqual(["Créez votre compte"]);
    expect(load("/es/auth").title).toBe("Iniciar sesión · Ujamaa");
    expect(load("/ar/auth").messages["Full Name"]).toEqual(["الاسم الكامل"]);
  });
});
