import { describe, expect, it } from "vitest";
import { IDENTITY_ERRORS, identityErrorCode, identityErrorMessage } from "./linked-identities";

describe("identityErrorCode", () => {
  it.each([
    ["account_already_linked_to_different_user", "identity_already_exists"],
    ["account_not_linked", "identity_not_linked"],
    ["unable_to_link_account", "identity_email_not_verified"],
    ["email_not_found", "identity_email_missing"],
    ["access_denied", "identity_cancelled"],
    ["state_mismatch", "identity_verification_failed"],
    ["issuer_mismatch", "identity_verification_failed"],
    ["unable_to_get_user_info", "identity_verification_failed"],
    ["identity_already_exists", "identity_already_exists"],
    ["<script>", "identity_verification_failed"],
  ])("%s → %s", (from, to) => {
    expect(identityErrorCode(from)).toBe(to);
  });
});

describe("identityErrorMessage", () => {
  it("is null without an error and a known message otherwise", () => {
    expect(identityErrorMessage(null)).toBeNull();
    expect(identityErrorMessage("toString")).toBe(IDENTITY_ERRORS.identity_verification_failed);
    expect(identityErrorMessage("identity_already_exists")).toBe(IDENTITY_ERRORS.identity_already_exists);
  });
});
