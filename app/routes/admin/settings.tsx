import { Fragment, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminApi } from "~/admin/api-client";
import { errorFor, type FieldErrors, formObject } from "~/components/admin/admin-form";
import { TextField } from "~/components/admin/fields";
import { LocalizedFields } from "~/components/admin/localized-fields";
import { StaleNotice, useVersion } from "~/components/admin/stale-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { GUEST_CURRENCIES } from "~core/currency";
import { formatDate } from "~core/format";
import { LANGUAGES } from "~core/i18n/languages";
import {
  LANGUAGE_NAMES,
  PAGE_PICTURE_LABELS,
  pergolaPictureLabel,
} from "~core/schemas/admin-content";
import {
  type Facility,
  PAYMENT_MARK_LABELS,
  PERGOLA_PICTURES_MAX,
  type SiteSettings,
} from "~core/settings";
import { adminSiteSettings } from "~server/services/content/admin/settings";
import { listRestaurants } from "~server/services/content/content";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Site settings | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  // Read past the cache: the form must start from the stored version.
  const [settings, restaurants] = await Promise.all([
    adminSiteSettings(context.services.db),
    listRestaurants(context.services.db, "en"),
  ]);
  // The server's list (not the browser's), so the page hydrates with the same options.
  const zones = Intl.supportedValuesOf("timeZone");
  return {
    settings,
    restaurants: restaurants.map(({ slug, name }) => ({ slug, name })),
    timeZones: zones.includes(settings.timeZone) ? zones : [settings.timeZone, ...zones],
  };
}

/**
 * Every brand and policy fact of the site in one form. Saving changes
 * the pages, e-mails, the chat's answers and new price quotes at once; bookings
 * keep what they were charged.
 */
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { settings, timeZones, restaurants } = loaderData;
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { version, stale, check } = useVersion(settings.version);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const result = await adminApi.put<{ changed: string[] }>(
      "/api/admin/settings",
      formObject(form),
    );
    setBusy(false);
    setErrors(result.body.errors ?? {});
    check(result, form);
    if (result.ok) {
      const count = result.body.changed?.length ?? 0;
      const text =
        count === 0
          ? "Nothing changed."
          : `Settings saved (${count} ${count === 1 ? "change" : "changes"}).`;
      // The status line announces it; a toast too would be read twice.
      setMessage({ ok: true, text });
      await revalidator.revalidate();
    } else {
      setMessage({
        ok: false,
        text: result.body.message ?? "Failed to save the settings. Please try again.",
      });
    }
  }

  async function applySteps() {
    if (
      !window.confirm(
        "Recompute the breakfast and double rates of every room type from its single bed-only rate and the saved supplements? Existing bookings keep their prices.",
      )
    )
      return;
    setBusy(true);
    const result = await adminApi.post("/api/admin/settings/apply-rate-steps");
    setBusy(false);
    toast({
      title: result.body.message ?? "Failed to recompute the rates. Please try again.",
      variant: result.ok ? "default" : "destructive",
    });
  }

  const field = (name: string, label: string, value: string | number, extra = {}) => (
    <TextField name={name} label={label} value={value} errors={errors} {...extra} />
  );
  const section = "grid gap-4 rounded-xl bg-white p-4 ring-1 ring-sand-200 sm:grid-cols-2";
  const heading = "font-display text-xl text-ink sm:col-span-2";

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Site settings</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        These facts appear across the website, in e-mails and in the chat assistant's answers. A
        change shows at once; prices apply to new quotes only, never to existing bookings.
      </p>
      {settings.saved ? null : (
        <p className="mt-4 max-w-3xl rounded-lg bg-amber-50 p-3 text-ink ring-1 ring-amber-200">
          Until these settings are saved once, every public page says the website is opening soon.
          Enter the hotel's name, address, telephone and e-mail addresses, then save.
        </p>
      )}
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 ${message.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
        >
          {message.text}
        </p>
      ) : null}
      {stale ? <StaleNotice diffs={stale.diffs} /> : null}
      <form onSubmit={save} noValidate className="mt-6 grid gap-6">
        <input type="hidden" name="version" value={version} />
        <section aria-labelledby="s-brand" className={section}>
          <h2 id="s-brand" className={heading}>
            Hotel
          </h2>
          {field("hotelName", "Hotel name", settings.hotelName)}
          {field("brandName", "Short brand name", settings.brandName)}
          <div className="sm:col-span-2">
            <LocalizedFields
              name="description"
              label="Description"
              value={settings.description}
              errors={errors}
              multiline
              hint="Shown in the footer and search results."
            />
          </div>
        </section>

        <section aria-labelledby="s-address" className={section}>
          <h2 id="s-address" className={heading}>
            Address and map
          </h2>
          {field("address.street", "Street", settings.address.street)}
          {field("address.area", "Area", settings.address.area)}
          {field("address.city", "City", settings.address.city)}
          {field("address.postalCode", "Postal code", settings.address.postalCode)}
          {field("address.country", "Country", settings.address.country)}
          {field("address.countryCode", "Country code (two letters)", settings.address.countryCode)}
          {/* A hotel not yet saved has no place on the map: empty, not 0, 0 in the sea. */}
          {field("geo.latitude", "Map latitude", settings.saved ? settings.geo.latitude : "", {
            inputMode: "decimal",
          })}
          {field("geo.longitude", "Map longitude", settings.saved ? settings.geo.longitude : "", {
            inputMode: "decimal",
          })}
          <details
            className="sm:col-span-2"
            open={
              Object.keys(settings.placeNames).length > 0 ||
              Object.keys(errors ?? {}).some((key) => key.startsWith("placeNames."))
            }
          >
            <summary className="cursor-pointer font-semibold text-ink">
              The area and city as other languages write them
            </summary>
            <p className="mt-1 text-sm text-ink-muted">
              Used in sentences such as "We look forward to welcoming you to …" on the pages and in
              e-mails. Leave a language blank where it writes them as the address does; the address
              itself is never translated.
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {LANGUAGES.filter((lang) => lang !== "en").map((lang) => {
                const own = settings.placeNames[lang];
                const script = { lang, dir: lang === "ar" ? ("rtl" as const) : undefined };
                return (
                  <Fragment key={lang}>
                    {field(
                      `placeNames.${lang}.area`,
                      `Area in ${LANGUAGE_NAMES[lang]}`,
                      own?.area ?? "",
                      script,
                    )}
                    {field(
                      `placeNames.${lang}.city`,
                      `City in ${LANGUAGE_NAMES[lang]}`,
                      own?.city ?? "",
                      script,
                    )}
                  </Fragment>
                );
              })}
            </div>
          </details>
        </section>

        <section aria-labelledby="s-contact" className={section}>
          <h2 id="s-contact" className={heading}>
            Phone, e-mail and social links
          </h2>
          <TextField
            name="phones"
            label="Phone numbers"
            value={settings.phones.join("\n")}
            errors={errors}
            multiline
            hint="One per line; the first is the main number (chat, booking pages)."
          />
          {field("whatsapp", "WhatsApp number", settings.whatsapp, {
            type: "tel",
            inputMode: "tel",
            hint: "Guests chat with this number from every page and the e-mails.",
          })}
          {field("emails.general", "General e-mail", settings.emails.general, { type: "email" })}
          {field("emails.events", "Events e-mail", settings.emails.events, { type: "email" })}
          {field("emails.reservations", "Reservations e-mail", settings.emails.reservations, {
            type: "email",
            hint: "Sender of the booking e-mails unless MAIL_FROM is set.",
          })}
          {field("emails.notifications", "Notification e-mail", settings.emails.notifications, {
            type: "email",
            hint: "Receives new bookings and contact messages.",
          })}
          {field("social.facebook", "Facebook link", settings.social.facebook, { type: "url" })}
          {field("social.instagram", "Instagram link", settings.social.instagram, { type: "url" })}
          {field("social.x", "X link", settings.social.x, { type: "url" })}
        </section>

        <section aria-labelledby="s-times" className={section}>
          <h2 id="s-times" className={heading}>
            Times and charges
          </h2>
          <TimeZoneField value={settings.timeZone} zones={timeZones} errors={errors} />
          {field("checkInTime", "Check-in from", settings.checkInTime, { type: "time" })}
          {field("checkOutTime", "Check-out until", settings.checkOutTime, { type: "time" })}
          {field("lateCheckoutUntil", "Late check-out until", settings.lateCheckoutUntil, {
            type: "time",
          })}
          {field("poolOpens", "Pool opens", settings.poolOpens, { type: "time" })}
          {field("poolCloses", "Pool closes", settings.poolCloses, { type: "time" })}
          {field("lateCheckoutCharge", "Late check-out charge (KSh)", settings.lateCheckoutCharge, {
            inputMode: "numeric",
          })}
          {field(
            "extraGuestCharge",
            "Extra guest charge (KSh, once per stay)",
            settings.extraGuestCharge,
            {
              inputMode: "numeric",
            },
          )}
          {field("maxExtraGuests", "Extra guests allowed per booking", settings.maxExtraGuests, {
            inputMode: "numeric",
          })}
          {field(
            "transferVanPrice",
            "Airport or station transfer van (KSh)",
            settings.transferVanPrice,
            {
              inputMode: "numeric",
            },
          )}
          {field("taxPercent", "Taxes and fees (% of the subtotal)", settings.taxPercent, {
            inputMode: "numeric",
          })}
        </section>

        <section aria-labelledby="s-steps" className={section}>
          <h2 id="s-steps" className={heading}>
            Breakfast and double occupancy
          </h2>
          <p className="text-sm text-ink-muted sm:col-span-2">
            Each room type stores its four nightly rates (edit them on the{" "}
            <Link to="/admin/rooms" className="text-ocean-700 underline">
              room pages
            </Link>
            ). These supplements are saved with the settings; "Apply to all room types" then sets
            every room's breakfast and double rates to its single bed-only rate plus them.
          </p>
          {field("breakfastStep", "Breakfast supplement per night (KSh)", settings.breakfastStep, {
            inputMode: "numeric",
          })}
          {field(
            "doubleOccupancyStep",
            "Double occupancy supplement per night (KSh)",
            settings.doubleOccupancyStep,
            { inputMode: "numeric" },
          )}
          <div className="sm:col-span-2">
            <Button variant="secondary" onClick={applySteps} disabled={busy}>
              Apply to all room types
            </Button>
          </div>
        </section>

        <section aria-labelledby="s-cancellation" className={section}>
          <h2 id="s-cancellation" className={heading}>
            Cancellation policy (room bookings)
          </h2>
          <p className="text-sm text-ink-muted sm:col-span-2">
            Guests cancel or change their booking themselves from "Manage booking". Until the
            deadline (this many days before the arrival date, at check-in time) cancelling is free
            and changes are open; after it, cancelling costs the stated nights of every room, with
            taxes, and changes go through the front desk. The /cancellation-policy page quotes these
            values. Each booking keeps the policy in force when it was made.
          </p>
          {field(
            "cancellationPolicy.freeCancellationDays",
            "Free cancellation until (days before arrival)",
            settings.cancellationPolicy.freeCancellationDays,
            { inputMode: "numeric" },
          )}
          {field(
            "cancellationPolicy.lateCancellationNights",
            "Late cancellation charge (nights per room, with taxes)",
            settings.cancellationPolicy.lateCancellationNights,
            { inputMode: "numeric" },
          )}
        </section>

        <section aria-labelledby="s-rates" className={section}>
          <h2 id="s-rates" className={heading}>
            Exchange rates (KSh for 1 unit)
          </h2>
          <p className="text-sm text-ink-muted sm:col-span-2">
            Guests may show approximate prices in these currencies; they are always charged in KSh.
            Pages show the date a rate was set, dated when you change it.
          </p>
          {GUEST_CURRENCIES.map((code) => (
            <TextField
              key={code}
              name={`exchangeRates.${code}.kesPerUnit`}
              label={`KSh for 1 ${code}`}
              value={settings.exchangeRates[code].kesPerUnit}
              errors={errors}
              inputMode="decimal"
              hint={`Set on ${formatDate(settings.exchangeRates[code].setOn)}`}
            />
          ))}
        </section>

        <section aria-labelledby="s-deposit" className={section}>
          <h2 id="s-deposit" className={heading}>
            Online payment (Pesapal active)
          </h2>
          <p className="text-sm text-ink-muted sm:col-span-2">
            A deposit confirms the booking once it is paid on Pesapal; the rest is shown to the
            guest as due at the hotel. Without Pesapal, every booking is paid at the hotel. A stay
            whose deposit would be its whole total (one night, under "first night") is paid in full.
          </p>
          <div className="sm:col-span-2">
            <ChoiceGroup
              name="deposit.mode"
              legend="What guests pay online when booking"
              value={settings.deposit.mode}
              errors={errors}
              choices={[
                ["none", "The full amount"],
                ["percent", "A deposit: a percentage of the total, the rest at the hotel"],
                ["first_night", "A deposit: the first night with its tax, the rest at the hotel"],
              ]}
            />
          </div>
          {field(
            "deposit.percent",
            "Deposit percentage (for a percentage deposit)",
            settings.deposit.percent,
            {
              inputMode: "numeric",
            },
          )}
        </section>

        <section aria-labelledby="s-chat-facts" className={section}>
          <h2 id="s-chat-facts" className={heading}>
            What the hotel offers guests
          </h2>
          {field(
            "beachWalkMinutes",
            "Minutes on foot to the beach (0: no beach near)",
            settings.beachWalkMinutes,
            { inputMode: "numeric" },
          )}
          <Field id="spa" label="Spa at the hotel" error={errorFor(errors, "spa")}>
            <Select name="spa" defaultValue={settings.spa ? "yes" : "no"}>
              <option value="no">No spa</option>
              <option value="yes">The hotel has a spa</option>
            </Select>
          </Field>
          <Field id="pets" label="Pets" error={errorFor(errors, "pets")}>
            <Select name="pets" defaultValue={settings.pets}>
              <option value="none">No pets</option>
              <option value="assistance_dogs">Assistance dogs only</option>
              <option value="welcome">Pets welcome</option>
            </Select>
          </Field>
          <div className="sm:col-span-2">
            <TickList
              name="facilities"
              legend="Facilities and services. Only ticked ones are named to guests (the chat, the FAQ page, the room and booking pages); the chat says plainly that there is no Wi-Fi, parking or pool when they are not ticked."
              labels={FACILITY_LABELS}
              ticked={settings.facilities}
              errors={errors}
            />
          </div>
        </section>

        <section aria-labelledby="s-payments" className={section}>
          <h2 id="s-payments" className={heading}>
            Payment methods accepted
          </h2>
          <TickList
            name="acceptedPayments"
            legend="Only these marks are shown to guests (footer, booking page); Pesapal's own mark shows while Pesapal is active."
            labels={PAYMENT_MARK_LABELS}
            ticked={settings.acceptedPayments}
            errors={errors}
          />
        </section>

        <PagePicturesSection
          pictures={settings.pagePictures}
          restaurants={restaurants}
          errors={errors}
          className={section}
          headingClassName={heading}
        />

        <section aria-labelledby="s-fallbacks" className={section}>
          <h2 id="s-fallbacks" className={heading}>
            When a provider fails
          </h2>
          {(
            [
              {
                name: "pesapalFallback",
                legend: "While Pesapal payments fail (Pesapal active)",
                value: settings.pesapalFallback,
                choices: [
                  ["pay_at_hotel", "Take the booking to pay at the hotel, and tell the guest"],
                  ["no_online_bookings", "Refuse online bookings until Pesapal answers again"],
                ],
              },
              {
                name: "ezeeOutage",
                legend: "While eZee cannot be reached (eZee active)",
                value: settings.ezeeOutage,
                choices: [
                  ["sell_own_counts", "Sell mapped rooms from the site's own counts"],
                  ["pause_mapped", "Pause online sales of mapped room types until eZee answers"],
                ],
              },
            ] as const
          ).map((group) => (
            <ChoiceGroup key={group.name} {...group} errors={errors} />
          ))}
        </section>

        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save settings"}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The hotel's zone: "today", deadlines and every time staff see are counted in it. */
function TimeZoneField({
  value,
  zones,
  errors,
}: {
  value: string;
  zones: string[];
  errors: FieldErrors;
}) {
  const error = errorFor(errors, "timeZone");
  return (
    <Field
      id="field-timeZone"
      label="Hotel time zone"
      hint={`The hotel's "today", cancellation deadlines and every time on the admin screens use this zone.`}
      error={error}
      className="sm:col-span-2"
    >
      <Select name="timeZone" defaultValue={value}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The pictures of /about, /experiences and /dining's showcase, one address per picture
 * (blank: that section shows no picture). Typed, not uploaded here: a picture already in
 * the gallery or uploaded elsewhere is reused by its address.
 */
function PagePicturesSection({
  pictures,
  restaurants,
  errors,
  className,
  headingClassName,
}: {
  pictures: SiteSettings["pagePictures"];
  restaurants: { slug: string; name: string }[];
  errors: FieldErrors;
  className: string;
  headingClassName: string;
}) {
  const subheading = "font-semibold text-ink sm:col-span-2";
  const pictureField = (name: string, label: string, value: string) => (
    <TextField key={name} name={name} label={label} value={value} errors={errors} />
  );
  const pages = [
    ["about", "About page (/about)"],
    ["experiences", "Experiences page (/experiences)"],
  ] as const;
  const restaurantError = errorFor(errors, "pagePictures.dining.pergolaRestaurant");
  // A restaurant named before it was deleted stays visible, so saving does not drop it unseen.
  const missing =
    pictures.dining.pergolaRestaurant &&
    !restaurants.some((r) => r.slug === pictures.dining.pergolaRestaurant);
  return (
    <section aria-labelledby="s-pictures" className={className}>
      <h2 id="s-pictures" className={headingClassName}>
        Page pictures
      </h2>
      <p className="text-sm text-ink-muted sm:col-span-2">
        The address of each picture, from /uploads/ on (for example /uploads/gallery/1a2b3c.webp):
        open a picture of the gallery or an upload, copy its address and keep the part from
        /uploads/. Leave a field empty for no picture: that section then shows its text alone. A
        header picture shows on its page in any case; the others belong to the sections written for
        the demo hotel and show only with them.
      </p>
      {pages.map(([page, title]) => (
        <div key={page} className="contents">
          <h3 className={subheading}>{title}</h3>
          {Object.entries(PAGE_PICTURE_LABELS[page]).map(([key, label]) =>
            pictureField(
              `pagePictures.${page}.${key}`,
              label,
              (pictures[page] as Record<string, string>)[key] ?? "",
            ),
          )}
        </div>
      ))}
      <h3 className={subheading}>Dining page (/dining)</h3>
      {Object.entries(PAGE_PICTURE_LABELS.dining).map(([key, label]) =>
        pictureField(
          `pagePictures.dining.${key}`,
          label,
          pictures.dining[key as keyof typeof PAGE_PICTURE_LABELS.dining],
        ),
      )}
      {Array.from({ length: PERGOLA_PICTURES_MAX }, (_, index) =>
        pictureField(
          `pagePictures.dining.pergola.${index}`,
          pergolaPictureLabel(index),
          pictures.dining.pergola[index] ?? "",
        ),
      )}
      <Field
        id="field-pagePictures-dining-pergolaRestaurant"
        label="Restaurant whose hours the Pergola block shows"
        hint="Its opening hours (edited on its restaurant page) show under the Pergola pictures."
        error={restaurantError}
        className="sm:col-span-2"
      >
        <Select
          name="pagePictures.dining.pergolaRestaurant"
          defaultValue={pictures.dining.pergolaRestaurant}
        >
          <option value="">None: the hours written in the page's text</option>
          {restaurants.map((restaurant) => (
            <option key={restaurant.slug} value={restaurant.slug}>
              {restaurant.name}
            </option>
          ))}
          {missing ? (
            <option value={pictures.dining.pergolaRestaurant}>
              {pictures.dining.pergolaRestaurant} (no longer a restaurant)
            </option>
          ) : null}
        </Select>
      </Field>
    </section>
  );
}

/** One setting chosen among a few options, as radio buttons. */
function ChoiceGroup(props: {
  name: string;
  legend: string;
  value: string;
  errors: FieldErrors;
  choices: readonly (readonly [value: string, label: string])[];
}) {
  const error = props.errors[props.name];
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${props.name}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{props.legend}</legend>
      {props.choices.map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="radio"
            name={props.name}
            value={value}
            defaultChecked={props.value === value}
            className="size-5 accent-ocean-700"
          />
          {label}
        </label>
      ))}
      {error ? (
        <p id={`${props.name}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Facilities as staff read them. */
const FACILITY_LABELS: Record<Facility, string> = {
  wifi: "Free Wi-Fi",
  parking: "Free parking",
  pool: "Swimming pool (hours above)",
  restaurant: "Restaurant",
  bar: "Bar",
  garden: "Gardens",
  terrace: "Terrace",
  events: "Hosts meetings and events",
  frontDesk24h: "Front desk open around the clock",
  housekeeping: "Daily housekeeping",
  roomService: "Room service around the clock",
  concierge: "Concierge",
};

/**
 * Boxes to tick from a fixed list, sent as `name.value` with `name.sent` (so that ticking
 * none is a choice too; core/schemas/admin-content.ts reads them back).
 */
function TickList<K extends string>({
  name,
  legend,
  labels,
  ticked,
  errors,
}: {
  name: string;
  legend: string;
  labels: Record<K, string>;
  ticked: readonly K[];
  errors: FieldErrors | undefined;
}) {
  const error = errorFor(errors, name);
  return (
    <fieldset>
      <legend className="text-sm text-ink-muted">{legend}</legend>
      <input type="hidden" name={`${name}.sent`} value="1" />
      <div className="mt-2 flex flex-wrap gap-4">
        {(Object.keys(labels) as K[]).map((key) => (
          <label key={key} className="inline-flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              name={`${name}.${key}`}
              value="on"
              defaultChecked={ticked.includes(key)}
            />
            {labels[key]}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-coral-700">{error}</p> : null}
    </fieldset>
  );
}
