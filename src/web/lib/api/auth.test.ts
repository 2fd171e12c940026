import { afterEach, describe, expect, it, vi } from "vitest";
import { authCall } from "./auth";
import { ApiError, OFFLINE, serverMessage } from "./client";

/** Answers every fetch with this status and JSON body, and records the requests. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function refusal(pending: Promise<unknown>): Promise<ApiError> {
  const error = await pending.then(
    () => {
      throw new Error("the call succeeded");
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const credentials = { email: "ada@example.com", password: "wrong password" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the better-auth calls", () => {
  it("raise the client's ApiError when sign-in is refused: status, better-auth's code and message", async () => {
    const fetch = answerWith(401, {
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
    });
    const error = await refusal(authCall("/sign-in/email", credentials));
    expect(error.status).toBe(401);
    expect(error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(error.message).toBe("Invalid email or password");
    expect(error.fields).toEqual({});
    expect(serverMessage(error)).toBe("Invalid email or password");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/auth/sign-in/email");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(String(init?.body))).toEqual(credentials);
  });

  it("put the message of a refused field under that field", async () => {
    answerWith(400, { code: "INVALID_PASSWORD", message: "Use at least 8 characters", field: "newPassword" });
    const error = await refusal(authCall("/reset-password", { token: "t", newPassword: "short" }));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ newPassword: "Use at least 8 characters" });
  });

  it("say when the server gave no reason, so the screen uses its own words", async () => {
    answerWith(503, { error: { code: "unavailable", message: "Not better-auth's shape" } });
    const error = await refusal(authCall("/sign-in/email", credentials));
    expect(error.status).toBe(503);
    expect(error.explained).toBe(false);
    expect(error.message).toBe("Request failed (503)");
    expect(serverMessage(error)).toBeNull();
  });

  it("raise status 0 and the offline notice when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await refusal(authCall("/sign-in/email", credentials));
    expect(error.status).toBe(0);
    expect(error.code).toBe("network");
    expect(serverMessage(error)).toBe(OFFLINE);
  });

  it("answer the endpoint's JSON on success", async () => {
    answerWith(200, { twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    expect(await authCall("/sign-in/email", credentials)).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ["otp"],
    });
  });
});
