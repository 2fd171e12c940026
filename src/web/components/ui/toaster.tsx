import { lazy, Suspense } from "react";
import { useToastRequested } from "./toast";

const Sonner = lazy(() =>
  import("sonner").then(({ Toaster }) => ({
    default: () => <Toaster position="top-center" richColors closeButton />,
  })),
);

/** The one toast area of the app (sonner), loaded with the first toast. */
export function Toaster() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  );
}
