import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { toDrizzleSql } from "./drizzle-sql";

describe("toDrizzleSql", () => {
  const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(toDrizzleSql(text, values));

  it("keeps every parameter bound, in the order the statement uses them (repeats included)", () => {
    expect(render("select $2::int, $1 as name, $2::int + 1", ["a", 7])).toMatchObject({
      sql: "select $1::int, $2 as name, $3::int + 1",
      params: [7, "a", 7],
    });
  });

  it("binds a value that looks like SQL as data", () => {
    const { sql, params } = render("insert into t (v) values ($1)", ["'); drop table t; --"]);
    expect(sql).toBe("insert into t (v) values ($1)");
    expect(params).toEqual(["'); drop table t; --"]);
  });

  it("passes an array and an object whole", () => {
    expect(render("select $1::uuid[], $2::jsonb", [["x", "y"], { a: 1 }]).params).toEqual([
      ["x", "y"],
      { a: 1 },
    ]);
  });
});
