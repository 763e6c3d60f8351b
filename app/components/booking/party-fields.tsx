import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS } from "~core/schemas/party-limits";
import type { PartyChoice } from "./search-params";

const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Adults, children and rooms: three native selects in one group, so any party the
 * hotel takes online can be asked (up to MAX_ADULTS, MAX_CHILDREN and MAX_ROOMS), by
 * keyboard, and without JavaScript (the GET form sends adults, children and rooms).
 * Children are counted, not aged: the hotel prices guests per room, not by age.
 * The search bars drive it (`onChange`); a posted form (the change page) leaves it
 * uncontrolled, names its rooms field, and passes each field's error.
 */
export function PartyFields({
  id,
  party,
  onChange,
  roomsName = "rooms",
  errors = {},
  className,
}: {
  id: string;
  party: PartyChoice;
  onChange?: (party: PartyChoice) => void;
  roomsName?: string;
  errors?: Partial<Record<keyof PartyChoice, ReactNode>>;
  className?: string;
}) {
  const { t } = useTranslation("booking");
  const select = (key: keyof PartyChoice, label: string, options: number[]) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      <Select
        name={key === "rooms" ? roomsName : key}
        {...(onChange
          ? {
              value: String(party[key]),
              onChange: (event: ChangeEvent<HTMLSelectElement>) =>
                onChange({ ...party, [key]: Number(event.target.value) }),
            }
          : { defaultValue: String(party[key]) })}
      >
        {options.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <fieldset className={cn("min-w-0", className)} data-testid="party-picker">
      <legend className="sr-only">{t("search.guests")}</legend>
      <div className="grid grid-cols-3 gap-2">
        {select("adults", t("search.adults"), counts(1, MAX_ADULTS))}
        {select("children", t("search.children"), counts(0, MAX_CHILDREN))}
        {select("rooms", t("search.rooms"), counts(1, MAX_ROOMS))}
      </div>
    </fieldset>
  );
}
