import { Upload, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** The upload pipeline's limits (server/services/platform/uploads.ts), checked here first. */
export const MAX_PICKED_FILES = 8;
const MAX_BYTES = 10 * 1024 * 1024;

export interface PickedImage {
  file: File;
  /** Object URL of the preview. */
  url: string;
}

/**
 * Images chosen for one upload, with previews. Object URLs are given back when an image
 * is removed, the list cleared or the screen left.
 */
export function usePickedImages() {
  const [picked, setPicked] = useState<PickedImage[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const release = (url: string) => {
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };
  return {
    picked,
    /** Adds the images that pass the limits; answers the message of the last refused one. */
    choose(files: FileList | null): string | null {
      let refused: string | null = null;
      const next = [...picked];
      for (const file of Array.from(files ?? [])) {
        if (!file.type.startsWith("image/")) {
          refused = `${file.name} is not an image.`;
          continue;
        }
        if (file.size > MAX_BYTES) {
          refused = `${file.name} is larger than 10 MB.`;
          continue;
        }
        if (next.length >= MAX_PICKED_FILES) {
          refused = `Upload at most ${MAX_PICKED_FILES} images at a time.`;
          break;
        }
        const url = URL.createObjectURL(file);
        previews.current.add(url);
        next.push({ file, url });
      }
      setPicked(next);
      return refused;
    },
    remove(index: number) {
      const item = picked[index];
      if (item) release(item.url);
      setPicked(picked.filter((_, i) => i !== index));
    },
    clear() {
      for (const item of picked) release(item.url);
      setPicked([]);
    },
  };
}

/**
 * The file chooser of an image upload: a large drop-style target around a hidden file
 * input, the error, the previews with a remove button each, and the real progress.
 */
export function ImagePicker({
  id,
  name,
  hint,
  picker,
  progress,
  error,
  onError,
  className = "",
  gridClassName = "sm:grid-cols-4",
  stage,
}: {
  id: string;
  name?: string;
  hint: string;
  picker: ReturnType<typeof usePickedImages>;
  /** The upload's progress in percent; null while no upload runs. */
  progress: number | null;
  error: string | null;
  onError: (message: string | null) => void;
  className?: string;
  gridClassName?: string;
  /** What the upload is doing now ("Processing 2 of 3…"); default "Uploading… n%". */
  stage?: string | null;
}) {
  const busy = progress !== null;
  const images = picker.picked;
  const [dragging, setDragging] = useState(false);
  return (
    <div className="grid gap-4">
      <label
        htmlFor={id}
        data-testid={`${id}-drop`}
        // Files dropped on the box are added like chosen ones.
        onDragOver={(event) => {
          if (busy) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!busy) onError(picker.choose(event.dataTransfer.files));
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700 ${dragging ? "border-ocean-700 bg-ocean-50" : "border-sand-300"} ${className}`}
      >
        <Upload aria-hidden="true" className="size-6 text-ocean-700" />
        <span className="font-semibold">Choose images or drop them here</span>
        <span className="text-sm text-ink-muted">{hint}</span>
        <input
          id={id}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          disabled={busy}
          onChange={(event) => {
            onError(picker.choose(event.target.files));
            event.target.value = "";
          }}
          className="sr-only"
        />
      </label>
      {error ? (
        <p role="alert" className="rounded-lg bg-coral-500/10 p-3 text-danger">
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul className={`grid grid-cols-2 gap-3 ${gridClassName}`}>
          {images.map((item, index) => (
            <li key={item.url} className="relative overflow-hidden rounded-lg ring-1 ring-sand-200">
              <img
                src={item.url}
                alt={item.file.name}
                className="aspect-[3/2] w-full object-cover"
              />
              <button
                type="button"
                disabled={busy}
                onClick={() => picker.remove(index)}
                aria-label={`Remove ${item.file.name}`}
                className="absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {busy ? (
        <div>
          <label
            htmlFor={`${id}-progress`}
            className="text-sm font-semibold text-ink"
            aria-live="polite"
          >
            {stage ?? `Uploading… ${progress}%`}
          </label>
          <progress
            id={`${id}-progress`}
            max={100}
            value={progress ?? 0}
            className="mt-1 block w-full"
          />
        </div>
      ) : null}
    </div>
  );
}
