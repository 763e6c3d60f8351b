import type { FormEvent } from "react";
import type { Route } from "../+types/pesapal";

export const TABS = ["configuration", "transactions", "testing"] as const;
export type Tab = (typeof TABS)[number];
export const TAB_LABELS: Record<Tab, string> = {
  configuration: "Configuration",
  transactions: "Transactions",
  testing: "Testing",
};

export type PesapalData = Route.ComponentProps["loaderData"];

/** Whether the form of this intent is being sent. */
export type BusyWith = (intent: string) => boolean;

/** Sends a form of the screen (its hidden `intent` field names what to do). */
export type Submit = (event: FormEvent<HTMLFormElement>) => void;

export const BUTTON =
  "min-h-11 rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 disabled:cursor-not-allowed disabled:opacity-60";
export const BUTTON_FILLED = `${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`;
export const BUTTON_OUTLINE = `${BUTTON} border border-ocean-700 text-ocean-700 hover:bg-ocean-50`;
