import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "~/domain/accounts/account-types";
import { toast } from "~/web/components/ui/toast";
import { updateProfile, uploadAvatar } from "~/web/lib/api/me";
import { ProfileEditor } from "./profile-editor";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/me", async (original) => ({
  ...(await original<typeof import("~/web/lib/api/me")>()),
  updateProfile: vi.fn(async () => ({})),
  uploadAvatar: vi.fn(async () => ({})),
}));

const profile = { id: "u1", email: "ada@example.com", full_name: "Ada", avatar_url: null } as Profile;
const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function renderEditor() {
  const Stub = createRoutesStub([
    {
      path: "/settings",
      HydrateFallback: () => null,
      loader: () => null,
      Component: () => <ProfileEditor profile={profile} onboarding={false} onBack={() => {}} />,
    },
  ]);
  render(<Stub initialEntries={["/settings"]} />);
}

/** Picks a file and waits for the check of its first bytes. */
const pick = async (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText("Avatar"), { target: { files: [file] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const avatarPreview = () => screen.queryByRole("img", { name: "Your avatar" });

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(uploadAvatar).mockClear();
  vi.mocked(updateProfile).mockClear();
});

describe("the profile editor's avatar", () => {
  it("refuses a text file named .png when it is picked, with the server's words, and shows no preview", async () => {
    renderEditor();
    await screen.findByRole("button", { name: "Save Profile" });
    await pick(new File(["just some text, not a picture"], "avatar.png", { type: "image/png" }));

    expect(toast.error).toHaveBeenCalledWith("Invalid file type", {
      description: "Please upload a JPEG, PNG, GIF, or WEBP image.",
    });
    expect(avatarPreview()).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(
      "Invalid file type: avatar.png was not used. Please upload a JPEG, PNG, GIF, or WEBP image.",
    );
    expect(screen.getByLabelText("Avatar").getAttribute("aria-invalid")).toBe("true");

    // Save keeps the name and sends no picture.
    await userEvent.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(uploadAvatar).not.toHaveBeenCalled();
    expect(updateProfile).toHaveBeenCalledWith({ full_name: "Ada" });
  });

  it("refuses a picture over 5MB before showing it, then takes and shows a real PNG", async () => {
    renderEditor();
    await screen.findByRole("button", { name: "Save Profile" });
    const big = new Uint8Array(6 * MB);
    big.set(PNG);
    await pick(new File([big], "huge.png", { type: "image/png" }));
    expect(toast.error).toHaveBeenCalledWith("File too large", { description: "Maximum file size is 5MB." });
    expect(avatarPreview()).toBeNull();

    const small = new Uint8Array(64);
    small.set(PNG);
    await pick(new File([small], "me.png", { type: "image/png" }));
    expect(avatarPreview()).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
