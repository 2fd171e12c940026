import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewPasswordFields, PasswordField } from "./password-fields";

describe("password fields", () => {
  it("a current password: labelled, required, filled by password managers, its error read out with it", () => {
    render(
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        error="Password is required"
      />,
    );
    const input = screen.getByLabelText("Password");
    expect(input).toHaveProperty("type", "password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    expect(input).toHaveProperty("required", true);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("password-error");
    expect(document.getElementById("password-error")?.textContent).toBe("Password is required");
  });

  it("a new password and its confirmation, with the rules as a hint and each field's own error", () => {
    render(
      <NewPasswordFields
        id="newPassword"
        labelId="New Password"
        errors={{ confirmPassword: "Passwords don't match" }}
      />,
    );
    const password = screen.getByLabelText("New Password");
    const confirm = screen.getByLabelText("Confirm New Password");
    expect(password.getAttribute("name")).toBe("newPassword");
    expect(confirm.getAttribute("name")).toBe("confirmPassword");
    for (const input of [password, confirm]) expect(input.getAttribute("autocomplete")).toBe("new-password");
    expect(password.getAttribute("aria-invalid")).toBeNull();
    expect(password.getAttribute("aria-describedby")).toBe("newPassword-hint");
    expect(screen.getByText("At least 8 characters. Avoid common passwords.").id).toBe("newPassword-hint");
    expect(confirm.getAttribute("aria-describedby")).toBe("confirmPassword-error");
    expect(screen.getByText("Passwords don't match").id).toBe("confirmPassword-error");
  });
});
