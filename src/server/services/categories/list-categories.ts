import { asc, desc } from "drizzle-orm";
import type { Category, CategoryOrder } from "~/domain/categories/category-schema";
import { businessCategories } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** Anyone may read categories: the home grid orders them by count, the listing tabs by title. */
export async function listCategories(
  { db }: ServiceContext,
  { order }: { order: CategoryOrder },
): Promise<Category[]> {
  const rows = await db
    .select()
    .from(businessCategories)
    .orderBy(
      ...(order === "count"
        ? [desc(businessCategories.count), asc(businessCategories.title)]
        : [asc(businessCategories.title)]),
    );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    icon_name: row.iconName,
    count: row.count,
    created_at: row.createdAt.toISOString(),
  }));
}
