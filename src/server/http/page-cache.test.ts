import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { createPageCache } from "./page-cache";

/** An app whose home page says how many times it has been rendered, slowly when `slowMs` is set. */
function appWithCache(ttlMs: number, slowMs = 0, fromMemory: string[] = []) {
  const cache = createPageCache({
    ttlMs,
    directoryVersion: () => 1,
    onAnsweredFromMemory: (_c, page) => void fromMemory.push(page),
  });
  let renders = 0;
  const app = new Hono<AppEnv>();
  app.get("/", (c) =>
    cache.serve(c, async () => {
      const n = ++renders;
      if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
      return new Response(`render ${n}`, { headers: { "content-type": "text/html" } });
    }),
  );
  const get = async () => {
    const res = await app.request("http://localhost/");
    return { state: res.headers.get("x-page-cache"), body: await res.text() };
  };
  return { get, renders: () => renders };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("page cache renewal", () => {
  it("answers an expired page at once while one request renders its successor", async () => {
    const { get, renders } = appWithCache(100, 50);
    expect(await get()).toEqual({ state: "miss", body: "render 1" });
    await sleep(120);
    const during = await Promise.all([get(), get(), get()]);
    expect(during).toEqual(Array(3).fill({ state: "stale", body: "render 1" }));
    await sleep(80);
    expect(await get()).toEqual({ state: "hit", body: "render 2" });
    expect(renders()).toBe(2);
  });

  it("renders anew, and makes the visitor wait, once a page is older than twice its lifetime", async () => {
    const { get, renders } = appWithCache(50);
    await get();
    await sleep(120);
    expect(await get()).toEqual({ state: "miss", body: "render 2" });
    expect(renders()).toBe(2);
  });
});

describe("answers from memory", () => {
  it("are told to the owner of the cache, with the page they answered, and rendered ones are not", async () => {
    const told: string[] = [];
    const { get } = appWithCache(100, 0, told);
    expect((await get()).state).toBe("miss");
    expect(told).toEqual([]);
    expect((await get()).state).toBe("hit");
    expect(told).toEqual(["/"]);
    await sleep(120);
    expect((await get()).state).toBe("stale");
    expect(told).toEqual(["/", "/"]);
  });
});
