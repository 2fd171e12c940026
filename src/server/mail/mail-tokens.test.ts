import { describe, expect, it } from "vitest";
import { extractMailTokens } from "./mail-tokens";
import { confirmEmailMail, oneTimeCodeMail } from "./templates";

describe("extractMailTokens", () => {
  it("finds the link of a confirmation e-mail", async () => {
    const mail = await confirmEmailMail(
      "a@b.co",
      "http://localhost:3000/api/auth/verify-email?token=x.y&callbackURL=%2Fauth",
    );
    expect(extractMailTokens(mail.text)).toEqual({
      links: ["http://localhost:3000/api/auth/verify-email?token=x.y&callbackURL=%2Fauth"],
      codes: [],
    });
  });

  it("finds the code of a one-time code e-mail but not digits inside links", async () => {
    const mail = await oneTimeCodeMail("a@b.co", "042917", "sign-in", "http://localhost:3000");
    expect(extractMailTokens(`${mail.text} http://x.test/123456`).codes).toEqual(["042917"]);
  });
});
