import type { ReactNode } from "react";

/** A page whose content a later part of the product builds: its heading and a short note. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <div className="mt-4 text-stone-600">{children}</div>
    </section>
  );
}
