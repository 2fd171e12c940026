import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES } from "~/domain/payments/payment-api-schema";
import { toast } from "~/web/components/ui/toast";
import { verifyPayment as verify } from "~/web/lib/api/payments";
import { PaymentVerification } from "./payment-verification";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/payments", () => ({ verifyPayment: vi.fn() }));

const verifyPayment = vi.mocked(verify);

function show(query: string) {
  const Stub = createRoutesStub([
    { path: "/dashboard", Component: () => <PaymentVerification params={new URLSearchParams(query)} /> },
  ]);
  render(<Stub initialEntries={[`/dashboard?${query}`]} />);
}

describe("the payment verification result", () => {
  beforeEach(() => {
    verifyPayment.mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it("verifies the session once, then shows the certification's new end", async () => {
    verifyPayment.mockResolvedValue({
      success: true,
      message: "Payment verified.",
      certification_expires_at: "2027-12-10T00:00:00.000Z",
      is_renewal: true,
      business_id: "b1",
    });
    show("payment=success&session_id=sim_1");
    expect(screen.getByRole("heading", { name: "Verifying your payment..." })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("now runs until Dec 10, 2027");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(verifyPayment).toHaveBeenCalledTimes(1);
    expect(verifyPayment).toHaveBeenCalledWith("sim_1");
  });

  it("for an application's first year, says it is paid and links back to the application", async () => {
    verifyPayment.mockResolvedValue({
      success: true,
      message: "Payment verified.",
      certification_expires_at: null,
      is_renewal: false,
      business_id: "b7",
    });
    show("payment=success&session_id=sim_4");
    expect(await screen.findByRole("heading", { name: "Payment successful!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("You can now submit your application");
    expect(screen.getByRole("status").textContent).not.toContain("renewed");
    expect(screen.getByRole("link", { name: "Continue your application" }).getAttribute("href")).toBe(
      "/certification/b7",
    );
  });

  it.each([
    ["payment=canceled", PAYMENT_MESSAGES.canceled],
    ["payment=success", PAYMENT_MESSAGES.noSession],
  ])("answers %s without asking the server", async (query, message) => {
    show(query);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  it("says the payment was not verified when the session is not paid", async () => {
    verifyPayment.mockResolvedValue({
      success: false,
      message: "x",
      certification_expires_at: null,
      is_renewal: true,
      business_id: "b1",
    });
    show("session_id=sim_2");
    expect(await screen.findByText(PAYMENT_MESSAGES.notPaid)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the call failed, with a toast asking to contact support", async () => {
    verifyPayment.mockRejectedValue(new Error("offline"));
    show("payment=success&session_id=sim_3");
    expect(await screen.findByText(PAYMENT_MESSAGES.callFailed)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(
      "Payment verification failed",
      expect.objectContaining({ description: expect.stringMatching(/contact support/) }),
    );
  });
});
