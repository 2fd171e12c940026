import { describe, expect, it } from "vitest";
import { initialAuthState } from "./auth-mode";

const of = (q: string) => initialAuthState(new URLSearchParams(q));

describe("initialAuthState", () => {
  it("opens the new-password mode for mode=newPassword or type=recovery", () => {
    expect(of("mode=newPassword&token=abc")).toMatchObject({
      mode: "newPassword",
      token: "abc",
      linkError: null,
    });
    expect(of("type=recovery&token=abc").mode).toBe("newPassword");
    expect(of("mode=newPassword&error=INVALID_TOKEN").linkError).toMatch(/invalid or has expired/);
  });

  it("shows the confirmed banner on the login tab for type=signup and type=email_change", () => {
    expect(of("type=signup")).toMatchObject({ mode: "login", confirmed: true });
    expect(of("type=email_change")).toMatchObject({ mode: "login", confirmed: true });
    expect(of("type=signup&error=invalid_token")).toMatchObject({ confirmed: false });
  });

  it("defaults to login", () => {
    expect(of("").mode).toBe("login");
    expect(of("mode=register").mode).toBe("register");
    expect(of("mode=nonsense").mode).toBe("login");
  });
});
