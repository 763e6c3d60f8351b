/**
 * Joins class names, skipping empty ones. There is no tailwind-merge here: a class
 * passed in must not fight a primitive's own (add margins or widths, not paddings).
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
