/**
 * Raise a notification from anywhere: toast({ title, description, variant }).
 * One toast visible at a time (a new one replaces the old), shown for 5000 ms.
 */
import { useSyncExternalStore } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
  /** The page it was raised on: an error belongs to that page and closes when the guest leaves. */
  path: string;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
/** A dismissed toast is removed from the list after this delay. */
export const TOAST_REMOVE_DELAY = 1_000_000;

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const path = typeof window === "undefined" ? "" : window.location.pathname;
  emit([{ ...input, id, open: true, path }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/**
 * Closes the error toasts of other pages once the guest is on `pathname` ("Missing dates"
 * must not follow them to the booking page). Other toasts may announce the page they lead
 * to ("Package saved." then the list) and stay.
 */
export function dismissToastsOfOtherPages(pathname: string) {
  for (const item of toasts) {
    if (item.open && item.variant === "destructive" && item.path !== pathname) {
      dismissToast(item.id);
    }
  }
}

export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
