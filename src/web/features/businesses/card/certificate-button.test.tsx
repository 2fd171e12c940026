import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/web/components/ui/toast";
import { downloadCertificate } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";
import { saveFile } from "~/web/lib/save-file";
import { CertificateButton } from "./certificate-button";

vi.mock("~/web/components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("~/web/lib/save-file", () => ({ saveFile: vi.fn() }));
vi.mock("~/web/lib/api/businesses", () => ({ downloadCertificate: vi.fn() }));

beforeEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(saveFile).mockClear();
  vi.mocked(downloadCertificate).mockReset();
});

describe("certificate button", () => {
  it("shows Generating... while the certificate is made, then saves it under the server's name", async () => {
    let finish: (value: { file: Blob; fileName: string }) => void = () => {};
    const download = vi
      .mocked(downloadCertificate)
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<CertificateButton businessId="b-1" />);
    fireEvent.click(screen.getByRole("button", { name: "Download Certificate" }));
    const busy = screen.getByRole("button", { name: "Generating..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(download).toHaveBeenCalledWith("b-1");
    const file = new Blob(["<!doctype html>"], { type: "text/html" });
    await act(async () => finish({ file, fileName: "certificate-b.html" }));
    expect(saveFile).toHaveBeenCalledWith(file, "certificate-b.html");
    expect(toast.success).toHaveBeenCalledWith("Certificate Downloaded", {
      description: "Your business certificate has been generated and downloaded successfully.",
    });
    expect((screen.getByRole("button", { name: "Download Certificate" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("says Download Failed when the server refuses", async () => {
    vi.mocked(downloadCertificate).mockRejectedValue(
      new ApiError(404, "not_found", "Certificate not found."),
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<CertificateButton businessId="b-2" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download Certificate" })));
    expect(saveFile).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith("Download Failed", {
      description: "Failed to generate certificate. Please try again.",
    });
    expect(screen.getByRole("button", { name: "Download Certificate" })).toBeTruthy();
  });
});
