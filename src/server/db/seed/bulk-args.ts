import { z } from "zod";

export const BULK_USAGE =
  "usage: npm run seed:bulk -- --count <rows> [--batch <rows per statement, 100-10000>] [--jobs <connections, 1-8>] [--rebuild-indexes] [--owner-less]";

const argsSchema = z
  .object({
    count: z.coerce.number().int().positive().max(50_000_000),
    batch: z.coerce.number().int().min(100).max(10_000).default(5_000),
    jobs: z.coerce.number().int().min(1).max(8).optional(),
    "rebuild-indexes": z.literal("true").optional(),
  })
  .strict();

export function parseBulkArgs(argv: string[]) {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // Generated rows never have an owner; the flag is accepted so scripts can say so explicitly.
    if (arg === "--owner-less") continue;
    if (arg === "--rebuild-indexes") {
      values["rebuild-indexes"] = "true";
      continue;
    }
    const [flag, inline] = arg.split("=", 2);
    if (!flag?.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    values[flag.slice(2)] = inline ?? argv[++i] ?? "";
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : String(issue.path[0]);
    throw new Error(`--${name}: ${issue.message}`);
  }
  const { "rebuild-indexes": rebuild, ...rest } = parsed.data;
  return { ...rest, rebuildIndexes: rebuild === "true" };
}
