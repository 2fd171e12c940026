import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type Refusal, useFormSubmit } from "./use-form-submit";

const schema = z.object({ email: z.string().email({ message: "Please enter a valid email address" }) });

function EmailForm({ send }: { send(email: string): Promise<Refusal | undefined> | Promise<void> }) {
  const { errors, busy, onSubmit } = useFormSubmit(schema, (data) => send(data.email));
  return (
    <form onSubmit={onSubmit} noValidate>
      <input name="email" aria-label="Email" />
      {errors.email ? <p>{errors.email}</p> : null}
      <button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send"}
      </button>
    </form>
  );
}

describe("a form's submit", () => {
  it("shows the schema's message under its field and sends nothing", async () => {
    const sent: string[] = [];
    render(<EmailForm send={async (email) => void sent.push(email)} />);
    await userEvent.type(screen.getByLabelText("Email"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the parsed data, busy until the answer comes, and clears the old errors", async () => {
    let answer = () => {};
    const sent: string[] = [];
    render(
      <EmailForm
        send={(email) => {
          sent.push(email);
          return new Promise<void>((resolve) => {
            answer = resolve;
          });
        }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toEqual(["ada@example.com"]);
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    answer();
    expect(await screen.findByRole("button", { name: "Send" })).toHaveProperty("disabled", false);
  });

  it("shows a refusal's message under the field it names", async () => {
    const refusal = {
      title: "Sign up failed",
      message: "User already exists",
      fallback: "Try again.",
      field: "email",
    };
    render(<EmailForm send={async () => refusal} />);
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("User already exists")).toBeTruthy();
  });
});
