/** Multipart upload with the real progress (bytes sent), as the room photo upload does. */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): {
  done: Promise<{ status: number; body: { message?: string; errors?: Record<string, string> } }>;
  abort: () => void;
} {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{
    status: number;
    body: { message?: string; errors?: Record<string, string> };
  }>((resolve) => {
    xhr.open("POST", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the caller shows its generic message.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.onabort = () => resolve({ status: -1, body: {} });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
