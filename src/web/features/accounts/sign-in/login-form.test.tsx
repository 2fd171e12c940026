import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import { OFFLINE } from "~/web/lib/api/client";
import { LoginForm } from "./login-form";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const done = { onSignedIn: vi.fn(), onTwoFactor: vi.fn(), onForgot: vi.fn(), onOtp: vi.fn() };

async function signIn() {
  render(<LoginForm {...done} />);
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "a wrong password");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  for (const handler of Object.values(done)) handler.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the login form", () => {
  it("says 'Sign in failed' with better-auth's message when the password is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
          { status: 401 },
        ),
      ),
    );
    await signIn();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign in failed", {
        description: "Invalid email or password",
      }),
    );
    expect(done.onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
  });

  it("uses its own words when the server gives none, and the offline notice when it cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Bad gateway", { status: 502 })),
    );
    await signIn();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign in failed", {
        description: "An error occurred during sign in.",
      }),
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign in failed", { description: OFFLINE }),
    );
  });

  it("signs in, or goes on to the second step when the account asks for one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ twoFactorRedirect: true, twoFactorMethods: ["otp"] })),
    );
    await signIn();
    await vi.waitFor(() => expect(done.onTwoFactor).toHaveBeenCalledWith(["otp"]));
    expect(done.onSignedIn).not.toHaveBeenCalled();
  });
});
