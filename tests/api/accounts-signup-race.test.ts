import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { signUp } from "./accounts-fixture";

describe.each(engines())("sign-ups racing for one address on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it("all get the answer one sign-up gets, and one account is made", async () => {
    const alone = await signUp(server, "alone@race.test");
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(server, "together@race.test")));
    const shape = async (response: Response) => ({
      status: response.status,
      keys: Object.keys(((await response.json()) as { user?: object }).user ?? {}).sort(),
    });
    const expected = await shape(alone);
    expect(expected.status).toBe(200);
    for (const answer of answers) expect(await shape(answer)).toEqual(expected);
    const { rows } = await server.database.raw.query(
      "select count(*)::int as n from users where email = $1",
      ["together@race.test"],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
