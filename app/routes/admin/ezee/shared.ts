import type { FormEvent } from "react";
import type { ActionOutcome } from "~/components/admin/integration-parts";
import type { Route } from "../+types/ezee";

export const TABS = [
  { value: "config", label: "Configuration" },
  { value: "mapping", label: "Room Mapping" },
  { value: "rates", label: "Rate Plans" },
  { value: "sync", label: "Synchronization" },
] as const;
export type TabId = (typeof TABS)[number]["value"];

export type EzeeData = Route.ComponentProps["loaderData"];

export type Values = Record<string, string>;
/** A button's outcome; `values` echoes the typed form (the key emptied). */
export interface ActionResult extends ActionOutcome {
  values?: Values;
}

/** Whether a form of the screen is being sent, and which intent. */
export interface Busy {
  busy: boolean;
  busyIntent: string;
}

/** Sends a form of the screen (the intent is the pressed button's value). */
export type Submit = (event: FormEvent<HTMLFormElement>) => void;
