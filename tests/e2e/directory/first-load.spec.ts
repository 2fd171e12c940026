import { expect, hydrated, test } from "./fixtures";

// A fresh page's first Intl date or number formatter loads the browser's locale and time-zone data:
// 25–60 ms on the main thread while the page's scripts start (docs/performance.md). English pages write
// their dates and numbers without one; this watches every formatter a page builds while it loads.
const FORMATTERS = [
  "DateTimeFormat",
  "NumberFormat",
  "Collator",
  "RelativeTimeFormat",
  "ListFormat",
] as const;

test("the English directory pages start without building an Intl date or number formatter", async ({
  page,
  request,
}) => {
  await page.addInitScript((names) => {
    const built: string[] = [];
    Object.defineProperty(window, "__formattersBuilt", { value: built });
    for (const name of names) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Watched = (...args: unknown[]) => {
        built.push(`${name}(${JSON.stringify(args)})`);
        return new Original(...args);
      };
      Object.assign(Watched, Original);
      Watched.prototype = Original.prototype;
      (Intl as unknown as Record<string, unknown>)[name] = Watched;
    }
  }, FORMATTERS);

  const search = await request.get("/api/v1/businesses?keyword=Sweet%20Georgia");
  const { items } = (await search.json()) as { items: { id: string }[] };
  const pages = ["/", "/businesses", "/directory", `/business/${items[0]!.id}`, "/opportunities"];
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const built = await page.evaluate(
      () => (window as unknown as { __formattersBuilt: string[] }).__formattersBuilt,
    );
    expect(built, path).toEqual([]);
  }
  // The pages still write their figures: the opportunities' budgets and when they were posted.
  await expect(page.getByText(/\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})*/).first()).toBeVisible();
  await expect(page.getByText(/Posted (\d+ \w+ ago|yesterday|last \w+)/).first()).toBeVisible();
});
