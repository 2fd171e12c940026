import pg from "pg";

/**
 * The run's migrated template, named after the run's database so runs side by side on one server
 * (CI, several checkouts) never drop each other's template.
 */
export function templateDbFor(url: string): string {
  return `${new URL(url).pathname.slice(1) || "ujamaa"}_template`;
}

/** The same server, connected to its maintenance database. */
export function adminUrlFor(url: string): string {
  return withDatabase(url, "postgres");
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrlFor(url) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
