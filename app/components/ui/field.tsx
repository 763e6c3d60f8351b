import { createContext, type ReactNode, useContext } from "react";
import { cn } from "./cn";

/** What a control inside a Field takes to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** The props tying a control to the hint (`<id>-hint`) and error (`<id>-error`) of its Field. */
export function fieldControlProps(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown } = {},
): FieldControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? true : undefined,
  };
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** Input, Select and Textarea take their id and aria wiring from the Field around them. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

export const LABEL_CLASS = "mb-1 block text-sm font-semibold text-ink";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label className={cn(LABEL_CLASS, className)} {...props} />;
}

/** A field's short help below the control. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
      {children}
    </p>
  );
}

/**
 * A field's inline error. Like the site's forms, it is not a live region of its own:
 * the control points at it (aria-describedby, aria-invalid) and the form announces the
 * failure once (its summary or a toast). `live` makes it polite for a field checked alone.
 */
export function FieldError({
  id,
  children,
  live = false,
}: {
  id: string;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <p
      id={`${id}-error`}
      aria-live={live ? "polite" : undefined}
      className="mt-1 text-sm font-medium text-danger"
    >
      {children}
    </p>
  );
}

/**
 * A labelled form field with its hint and inline error. The Input, Select or Textarea
 * inside takes `id`, `aria-describedby` (hint and error ids) and `aria-invalid` (only
 * with an error) from it; a custom control can spread `fieldControlProps(id, …)`.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  liveError = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Marks the label with a visual asterisk (the control keeps its own required). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  liveError?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <FieldContext.Provider value={fieldControlProps(id, { hint, error })}>
        {children}
      </FieldContext.Provider>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={id} live={liveError}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
