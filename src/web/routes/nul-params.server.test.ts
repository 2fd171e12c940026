import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS } from "~/server/policy";
import { signedIn } from "../../../tests/support/actors";
import { engines } from "../../../tests/support/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { loadOpportunities } from "./opportunities.server";
import { loadPayPage } from "./pay.server";

describe.each(engines())("page loaders given a NUL character on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it("/pay/a\\u0000b sends the user to / as for an unknown checkout", async () => {
    const thrown = await loadPayPage(server.runtime, signedIn("someone"), "a\u0000b").catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/");
  });

  it("/opportunities?location=a\\u0000b answers 400 with the invalid-filters page, not an error", async () => {
    const url = new URL("http://localhost/opportunities?location=a%00b");
    const page = await loadOpportunities(url, server.runtime, ANONYMOUS);
    expect(page.init?.status).toBe(400);
    expect(page.data.invalid).toBe(true);
  });
});
