import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { ImageUpload, type ImageUploadProps } from "./image-upload";

vi.mock("~/web/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const MB = 1024 * 1024;
/** A file of `size` bytes that starts as a PNG does (what the picker's content check reads). */
const fileOf = (name: string, type: string, size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return new File([bytes], name, { type });
};

/** The component inside a form that holds its value, as a create form does. */
function Holder(props: Partial<ImageUploadProps> & { onValue?(value: File | string | null): void }) {
  const [value, setValue] = useState<File | string | null>(props.value ?? null);
  return (
    <ImageUpload
      id="logo"
      label="Business Logo"
      recommendedSize="200x200"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

/** Picks a file and waits for the picker's content check (it reads the file's first bytes). */
const pick = async (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText("Business Logo"), { target: { files: [file] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => vi.mocked(toast.error).mockClear());

describe("image upload", () => {
  it("offers images only, with the recommended size and the limits as its hint", () => {
    render(<Holder />);
    const input = screen.getByLabelText("Business Logo");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("accept")).toBe("image/jpeg,image/png,image/gif,image/webp");
    expect(input.getAttribute("aria-describedby")).toBe("logo-hint");
    expect(screen.getByText("Recommended 200x200. JPEG, PNG, GIF or WEBP, up to 5MB.").id).toBe("logo-hint");
    expect(screen.getByText("No image")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
  });

  it("refuses a file that is not a JPEG, PNG, GIF or WebP with the spec's toast", async () => {
    const onValue = vi.fn();
    render(<Holder onValue={onValue} />);
    for (const file of [
      fileOf("logo.svg", "image/svg+xml"),
      fileOf("setup.exe", "application/x-msdownload"),
    ]) {
      await pick(file);
    }
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith("Invalid file type", {
      description: "Please upload a JPEG, PNG, GIF, or WEBP image.",
    });
    expect(onValue).not.toHaveBeenCalled();
  });

  it("refuses an image over 5MB with the spec's toast, and takes one of exactly 5MB", async () => {
    const onValue = vi.fn();
    render(<Holder onValue={onValue} />);
    await pick(fileOf("big.png", "image/png", 6 * MB));
    expect(toast.error).toHaveBeenCalledWith("File too large", { description: "Maximum file size is 5MB." });
    expect(onValue).not.toHaveBeenCalled();
    await pick(fileOf("fits.png", "image/png", 5 * MB));
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it("holds a chosen file for the form, previews it and removes it", async () => {
    const onValue = vi.fn();
    render(<Holder onValue={onValue} />);
    const file = fileOf("logo.png", "image/png");
    await pick(file);
    expect(onValue).toHaveBeenLastCalledWith(file);
    const preview = await screen.findByRole("img", { name: "Business Logo preview" });
    expect(preview.getAttribute("src")).toMatch(/^blob:/);
    fireEvent.click(screen.getByRole("button", { name: "Remove Business Logo" }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("uploads at once with a progress bar, then shows the stored image", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (percent: number) => void) =>
        new Promise<string | null>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    render(<Holder upload={upload} />);
    await pick(fileOf("logo.webp", "image/webp"));
    expect(upload).toHaveBeenCalledTimes(1);
    act(() => report(40));
    const bar = screen.getByRole("progressbar", { name: "Uploading Business Logo" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect((screen.getByLabelText("Business Logo") as HTMLInputElement).disabled).toBe(true);
    await act(async () => finish("/files/public/logos/a.display.webp"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("img", { name: "Business Logo preview" }).getAttribute("src")).toBe(
      "/files/public/logos/a.display.webp",
    );
  });

  it("shows the server's refusal, or the spec's upload error, and keeps the image it had", async () => {
    const refused = new ApiError(
      415,
      "unsupported_media_type",
      "Please upload a JPEG, PNG, GIF, or WEBP image.",
      {
        file: "Invalid file type",
      },
    );
    const upload = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error("offline"));
    render(<Holder upload={upload} value="/files/public/logos/old.display.webp" />);
    await act(async () => pick(fileOf("renamed.png", "image/png")));
    expect(toast.error).toHaveBeenLastCalledWith("Invalid file type", {
      description: "Please upload a JPEG, PNG, GIF, or WEBP image.",
    });
    await act(async () => pick(fileOf("logo.png", "image/png")));
    expect(toast.error).toHaveBeenLastCalledWith("Upload Error", { description: "Failed to upload logo" });
    expect(screen.getByRole("img", { name: "Business Logo preview" }).getAttribute("src")).toBe(
      "/files/public/logos/old.display.webp",
    );
  });

  it("removes a stored image through the server before clearing it", async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const onValue = vi.fn();
    render(<Holder remove={remove} onValue={onValue} value="/files/public/logos/old.display.webp" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove Business Logo" })));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it("shows a progress the form reports while it uploads after creating the business", () => {
    render(<Holder progress={75} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75");
  });

  it("refuses a renamed file by its content, says so next to the field until it is removed or replaced", async () => {
    const onValue = vi.fn();
    const onRefusedChange = vi.fn();
    render(<Holder onValue={onValue} onRefusedChange={onRefusedChange} />);
    await pick(new File(["just some text, not a picture"], "logo.png", { type: "image/png" }));

    expect(onValue).not.toHaveBeenCalled();
    expect(onRefusedChange).toHaveBeenLastCalledWith(true);
    expect(toast.error).toHaveBeenCalledWith("Invalid file type", {
      description: "Please upload a JPEG, PNG, GIF, or WEBP image.",
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(
      "Invalid file type: logo.png was not used. Please upload a JPEG, PNG, GIF, or WEBP image.",
    );
    const input = screen.getByLabelText("Business Logo");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("logo-hint logo-error");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove Business Logo" })));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onRefusedChange).toHaveBeenLastCalledWith(false);

    await pick(new File(["still text"], "again.png", { type: "image/png" }));
    expect(onRefusedChange).toHaveBeenLastCalledWith(true);
    await pick(fileOf("real.png", "image/png"));
    expect(onRefusedChange).toHaveBeenLastCalledWith(false);
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
