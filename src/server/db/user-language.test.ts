import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/domain/languages/languages";
import { createTestDatabase, type Engine, engines } from "../../../tests/support/test-database";
import type { Database } from "./client";

describe.each(engines())("a user's language on %s (migration 0044)", (engine: Engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const insert = (id: string, language: string | null) =>
    database.raw.query(
      `insert into users (id, name, email, language, created_at, updated_at) values ($1, $1, $1 || '@example.com', $2, now(), now())`,
      [id, language],
    );

  it("keeps one of the site's languages, or none", async () => {
    for (const language of [...LANGUAGES, null]) await insert(`u-${language ?? "none"}`, language);
    const { rows } = await database.raw.query(
      `select language from users where id like 'u-%' order by language nulls last`,
    );
    expect(rows.map((r) => r.language)).toEqual([...[...LANGUAGES].sort(), null]);
  });

  it("refuses any other", async () => {
    await expect(insert("u-de", "de")).rejects.toThrow(/users_language_known/);
    await expect(insert("u-FR", "FR")).rejects.toThrow(/users_language_known/);
  });
});
