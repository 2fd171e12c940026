/** Hands a file made in the page to the browser's downloads, under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link by now; the browser keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
