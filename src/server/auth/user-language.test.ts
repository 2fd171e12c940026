import { describe, expect, it } from "vitest";
import { signUpLanguage } from "./user-language";

const from = (headers: Record<string, string>) =>
  signUpLanguage(new Headers({ host: "localhost:3000", ...headers }));

describe("the language a new account keeps", () => {
  it("is the language of this site's page that sent the sign-up", () => {
    expect(from({ referer: "http://localhost:3000/fr/auth?mode=register" })).toBe("fr");
    expect(from({ referer: "http://localhost:3000/ar/auth" })).toBe("ar");
    // The English page is English, whatever the cookie or the browser say.
    expect(
      from({
        referer: "http://localhost:3000/auth?mode=register",
        cookie: "lang=es",
        "accept-language": "fr",
      }),
    ).toBe("en");
  });

  it("else the switcher's cookie, else the browser's language, else none", () => {
    // Another site's page (an OIDC provider's) or a page with one path says nothing of the form's language.
    expect(from({ referer: "https://id.example/fr/auth", cookie: "theme=dark; lang=es" })).toBe("es");
    expect(from({ referer: "http://localhost:3000/dashboard", "accept-language": "ar-MA,ar;q=0.9" })).toBe(
      "ar",
    );
    expect(from({ referer: "not a url", cookie: "lang=de", "accept-language": "de" })).toBeNull();
    expect(from({})).toBeNull();
    expect(signUpLanguage(undefined)).toBeNull();
  });
});
