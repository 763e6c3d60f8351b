/**
 * The room form's fields, shared by the edit page and the page that adds a room type: the
 * numbers and name as labelled inputs, the texts in seven languages.
 */
import type { RoomField } from "~core/admin-roles";

/** The multilingual fields, as labelled in the form ("Description (French)"). */
export const ROOM_LOCALIZED = [
  {
    name: "description",
    label: "Description",
    multiline: true,
    rows: 6,
    hint: "What the room page shows.",
  },
  {
    name: "shortDescription",
    label: "Short description",
    hint: "One line on the room cards and in search results.",
  },
  {
    name: "amenities",
    label: "Amenities",
    required: false,
    hint: "Comma-separated, for example: Free Wi-Fi, Air conditioning, Work desk. Every language lists the same amenities in the English order (leave a name empty between commas to show the English one).",
  },
] as const;

export const ROOM_FIELDS: {
  name: RoomField;
  label: string;
  type: "text" | "number";
  step?: number;
  min?: number;
  hint?: string;
}[] = [
  {
    name: "name",
    label: "Name",
    type: "text",
    hint: "One name in every language (a brand name such as Garden Twin).",
  },
  {
    name: "price",
    label: "Price per night: single, bed only (KSh)",
    type: "number",
    // Arrow keys move by 100 from 0: 6,500 becomes 6,600, not 6,501.
    step: 100,
    min: 1,
  },
  {
    name: "singleBreakfast",
    label: "Single with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 1,
  },
  { name: "doubleBedOnly", label: "Double, bed only (KSh)", type: "number", step: 100, min: 1 },
  {
    name: "doubleBreakfast",
    label: "Double with breakfast (KSh)",
    type: "number",
    step: 100,
    min: 1,
  },
  ...(
    [
      ["rackSingleBedOnly", "single, bed only"],
      ["rackSingleBreakfast", "single with breakfast"],
      ["rackDoubleBedOnly", "double, bed only"],
      ["rackDoubleBreakfast", "double with breakfast"],
    ] as const
  ).map(([name, which]) => ({
    name,
    label: `Standard rate shown struck through: ${which} (KSh, optional)`,
    type: "number" as const,
    step: 100,
    min: 1,
    hint: "Empty: no struck-through price. The site shows them when all four are set.",
  })),
  { name: "capacity", label: "Capacity (guests per room)", type: "number", min: 1 },
  { name: "size", label: "Size (m²)", type: "number", min: 1 },
  { name: "totalRooms", label: "Total rooms of this type", type: "number", min: 1 },
];
