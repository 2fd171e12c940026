import { ApiError, apiErrorOf, OFFLINE, pageLanguageHeader } from "./client";

/** How far an upload has got, in whole percent (0–100). */
export type UploadProgress = (percent: number) => void;

/**
 * Sends a form with XMLHttpRequest, which (unlike fetch) reports upload progress. It is the same
 * same-origin request the typed client makes (the browser adds Origin and the session cookie), and
 * a failure becomes the same ApiError.
 */
export function sendForm<T>(
  method: "PUT" | "POST" | "PATCH",
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(pageLanguageHeader())) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.status === 204 ? undefined : JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiErrorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", OFFLINE));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "The upload was cancelled."));
    xhr.send(form);
  });
}
