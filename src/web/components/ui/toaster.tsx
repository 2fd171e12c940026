import { Toaster as Sonner } from "sonner";

/** The one toast area of the app (sonner). */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
