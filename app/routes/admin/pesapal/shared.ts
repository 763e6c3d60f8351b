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
