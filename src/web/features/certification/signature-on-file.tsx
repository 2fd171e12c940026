import { useT } from "~/web/features/languages/language-context";

/** An application's signature, or the plain fact that it has none (the demo data's applications have none). */
export function SignatureOnFile({ url, alt }: { url: string | null; alt: string }) {
  const t = useT();
  if (!url) return <p className="mt-2 text-sm text-stone-600">{t("No signature on file")}</p>;
  return (
    <img
      src={url}
      alt={alt}
      width={400}
      height={150}
      className="mt-2 h-auto w-full max-w-[400px] rounded-md border border-stone-200 bg-white"
    />
  );
}
