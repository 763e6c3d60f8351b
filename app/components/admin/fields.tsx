/** Plain labelled inputs and the single-image field of the content screens. */

import { ImagePlus, Trash2 } from "lucide-react";
import { useState } from "react";
import { adminApi, failureMessage } from "~/admin/api-client";
import { Button, FileButton } from "~/components/ui/button";
import { Field, LABEL_CLASS } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { srcSetFor } from "~core/images";
import { errorFor, type FieldErrors } from "./admin-form";

export function TextField({
  name,
  label,
  value,
  errors,
  type = "text",
  hint,
  multiline = false,
  className = "",
  ...rest
}: {
  name: string;
  label: string;
  value?: string | number | null;
  errors?: FieldErrors;
  type?: string;
  hint?: string;
  multiline?: boolean;
  className?: string;
  step?: number | string;
  min?: number;
  max?: number;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url" | "text";
  autoComplete?: string;
  /** Text in another language than the screen's: its language and direction. */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  const id = `field-${name.replace(/\W/g, "-")}`;
  const defaultValue = value ?? "";
  return (
    <Field id={id} label={label} hint={hint} error={errorFor(errors, name)} className={className}>
      {multiline ? (
        <Textarea name={name} defaultValue={defaultValue} />
      ) : (
        <Input type={type} name={name} defaultValue={defaultValue} {...rest} />
      )}
    </Field>
  );
}

/** Uploads one image to /api/admin/media/upload; the answer's address goes into a hidden field. */
export async function uploadOne(
  folder: string,
  file: File,
): Promise<{ src?: string; message?: string }> {
  const form = new FormData();
  form.set("folder", folder);
  form.set("image", file);
  const result = await adminApi.upload<{ src?: string }>("/api/admin/media/upload", form);
  return result.ok
    ? result.body
    : { message: failureMessage(result, "Failed to upload the image. Please try again.") };
}

/** An optional image: preview, replace (uploads at once) and remove; saved with the form. */
export function ImageField({
  name,
  label,
  folder,
  value,
  errors,
  onChange,
}: {
  name: string;
  label: string;
  folder: string;
  value: string | null;
  errors?: FieldErrors;
  onChange?: (src: string | null) => void;
}) {
  const [src, setSrc] = useState(value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `image-${name.replace(/\W/g, "-")}`;
  const shown = error ?? errorFor(errors, name);
  const set = (next: string | null) => {
    setSrc(next);
    onChange?.(next);
  };
  return (
    <div>
      <span className={LABEL_CLASS}>{label}</span>
      <input type="hidden" name={name} value={src ?? ""} />
      <div className="flex flex-wrap items-center gap-3">
        {src ? (
          <img
            src={src}
            srcSet={srcSetFor(src, 960)}
            sizes="160px"
            alt=""
            className="h-20 w-32 rounded-lg object-cover ring-1 ring-sand-200"
          />
        ) : (
          <span className="text-sm text-ink-muted">No image</span>
        )}
        <FileButton
          id={id}
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            setBusy(true);
            setError(null);
            const result = await uploadOne(folder, file);
            setBusy(false);
            if (result.src) set(result.src);
            else setError(result.message ?? "Failed to upload the image.");
          }}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy
            ? "Uploading…"
            : src
              ? `Replace ${label.toLowerCase()}`
              : `Upload ${label.toLowerCase()}`}
        </FileButton>
        {src ? (
          <Button variant="danger-outline" onClick={() => set(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </div>
      {shown ? <p className="mt-1 text-sm font-medium text-danger">{shown}</p> : null}
    </div>
  );
}
