/**
 * The page a key turns the menu viewer to: Left and Right go back and forward (mirrored
 * on a right-to-left page, where forward is to the left), Home and End go to the first
 * and last page. Null for any other key, or a key with a modifier (Alt+Left is the
 * browser's Back).
 */
export function pageForKey(
  event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">,
  page: number,
  total: number,
  rtl: boolean,
): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const last = Math.max(0, total - 1);
  const clamp = (value: number) => Math.min(last, Math.max(0, value));
  switch (event.key) {
    case "ArrowRight":
      return clamp(page + (rtl ? -1 : 1));
    case "ArrowLeft":
      return clamp(page + (rtl ? 1 : -1));
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}
