import { useEffect, useMemo } from "react";

/** A temporary URL showing a chosen file in the page, released when the file changes or the view goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
