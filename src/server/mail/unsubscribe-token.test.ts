import { describe, expect, it } from "vitest";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "s".repeat(40);

describe("unsubscribe tokens", () => {
  it("name the user they were made for", () => {
    const token = unsubscribeToken(SECRET, "user-1", "contract-notifications");
    expect(verifyUnsubscribeToken(SECRET, token, "contract-notifications")).toBe("user-1");
    expect(unsubscribeUrl("https://u.test", SECRET, "user-1")).toBe(
      `https://u.test/api/v1/unsubscribe?token=${token}`,
    );
  });

  it("refuse an altered token, another secret or another user's id with this signature", () => {
    const token = unsubscribeToken(SECRET, "user-1", "contract-notifications");
    const [id, sig] = token.split(".") as [string, string];
    const flipped = `${id}.${sig.slice(0, -2)}${sig.at(-2) === "A" ? "B" : "A"}${sig.at(-1)}`;
    const otherId = `${Buffer.from("user-2").toString("base64url")}.${sig}`;
    for (const bad of [flipped, otherId, `${token}x`, "", "nonsense", `${id}.`])
      expect(verifyUnsubscribeToken(SECRET, bad, "contract-notifications"), bad).toBeNull();
    expect(verifyUnsubscribeToken("t".repeat(40), token, "contract-notifications")).toBeNull();
  });
});
