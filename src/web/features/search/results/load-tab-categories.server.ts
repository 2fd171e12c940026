import { CATEGORIES } from "~/domain/categories/categories";
import type { Runtime } from "~/server/runtime";
import { listCategories } from "~/server/services/categories/list-categories";

export type TabCategory = { slug: string; title: string };

/** The listing's tabs: categories ordered by title (the domain's list if the read fails). */
export async function loadTabCategories(runtime: Runtime): Promise<TabCategory[]> {
  try {
    const rows = await listCategories(runtime, { order: "title" });
    return rows.map((c) => ({ slug: c.slug, title: c.title }));
  } catch (error) {
    runtime.logger.error({ err: error }, "category read failed");
    return [...CATEGORIES]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map(({ slug, title }) => ({ slug, title }));
  }
}
