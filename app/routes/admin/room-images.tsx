import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { type AdminApiPath, adminRequest, failureMessage } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { LANGUAGES } from "~core/i18n/languages";
import { srcSetFor } from "~core/images";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import { idFromParam } from "~core/schemas/text";
import { adminRoom } from "~server/services/content/admin-rooms";
import { listRoomImages } from "~server/services/content/room-images";
import type { Route } from "./+types/room-images";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id) ?? 0;
  const room = id ? await adminRoom(context.services.db, id) : null;
  if (!room) throw data("Room not found", { status: 404 });
  const images = await listRoomImages(context.services, id);
  return {
    room: { id: room.id, name: room.name },
    images: images.map((i) => ({
      id: i.id,
      src: i.src,
      width: i.width,
      alt: i.alt,
      state: i.state,
    })),
  };
}

const STATE_LABEL = {
  waiting: "Uploaded: smaller sizes queued",
  processing: "Processing smaller sizes…",
  ready: "Ready",
  failed: "Smaller sizes failed (the photo still shows)",
} as const;

/** Reorder (move up / down) and delete the photos of one room. */
export default function AdminRoomImages({ loaderData }: Route.ComponentProps) {
  const { room, images } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  /**
   * Where keyboard focus goes once the list is redrawn (a moved or deleted photo's button
   * was disabled or removed meanwhile, which would drop focus to the page's body).
   */
  const focusNext = useRef<{ target: string; before: typeof images } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (busy || next === null) return;
    // The new list may arrive after `busy` ends, and moving the photos' items then drops
    // focus again: keep the target until the list itself has changed.
    if (images !== next.before) focusNext.current = null;
    const { target } = next;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-focus="${target}"]`);
    if (button && !button.disabled) button.focus();
    else if (button) {
      // Moved to an end: its button that way is off; the other way is the same photo's.
      list.current
        ?.querySelector<HTMLButtonElement>(
          `[data-focus="${target.replace(/up$|down$/, (way) => (way === "up" ? "down" : "up"))}"]`,
        )
        ?.focus();
    } else document.querySelector<HTMLElement>('[data-focus="upload"]')?.focus();
  }, [busy, images]);

  // Photos whose smaller sizes are still being made: look again every 2 seconds.
  const pending = images.some((image) => image.state === "waiting" || image.state === "processing");
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  async function call(method: "PUT" | "DELETE", url: AdminApiPath, body: unknown, failure: string) {
    setBusy(true);
    const result = await adminRequest(method, url, body);
    // A 409 (photos changed meanwhile) or 404 (already deleted): show the current list.
    if (!result.ok) toast({ variant: "destructive", title: failureMessage(result, failure) });
    await revalidator.revalidate();
    setBusy(false);
  }

  // Photos are named by id: a list that is out of date is refused, never misapplied.
  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((image) => image.id);
    const other = index + by;
    focusNext.current = { target: `${ids[index]}-${by === -1 ? "up" : "down"}`, before: images };
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
    void call(
      "PUT",
      `/api/admin/rooms/${room.id}/images/reorder`,
      { ids },
      "Failed to reorder images. Please try again.",
    );
  };

  const remove = (imageId: number) => {
    // The last photo: the room's pages then show a neutral placeholder until a new one is added.
    const question =
      images.length === 1
        ? `Delete the last photo of ${room.name}? The website will show a plain placeholder for this room until you upload a new photo. This cannot be undone.`
        : "Delete this image? This cannot be undone.";
    if (!window.confirm(question)) return;
    // Then the next photo's delete button, else the previous one's, else "Upload more".
    const index = images.findIndex((image) => image.id === imageId);
    const neighbour = images[index + 1] ?? images[index - 1];
    focusNext.current = { target: neighbour ? `${neighbour.id}-delete` : "upload", before: images };
    void call(
      "DELETE",
      `/api/admin/rooms/${room.id}/images/${imageId}`,
      undefined,
      "Failed to delete the image. Please try again.",
    );
  };

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Images of {room.name}</h1>
      <nav aria-label="Room images" className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link to="/admin" className="inline-flex min-h-11 items-center text-ocean-700 underline">
          Dashboard
        </Link>
        <Link
          data-focus="upload"
          to={`/admin/rooms/upload?roomId=${room.id}`}
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          Upload more
        </Link>
        <a
          href={`/rooms/${room.id}`}
          className="inline-flex min-h-11 items-center text-ocean-700 underline"
        >
          View on the website
        </a>
      </nav>
      {images.length === 0 ? (
        <p className="mt-6 text-ink-muted">No images yet.</p>
      ) : (
        <ol ref={list} aria-busy={busy} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
              <img
                src={image.src}
                srcSet={image.state === "ready" ? srcSetFor(image.src, image.width) : undefined}
                sizes="(min-width: 1024px) 360px, 50vw"
                alt={`${room.name}, ${index + 1} of ${images.length}`}
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex items-center justify-between gap-2 p-2">
                <span className="text-sm text-ink-muted">
                  {index === 0 ? "Main photo" : `Photo ${index + 1}`}
                  <span className="block text-xs" data-state={image.state}>
                    {STATE_LABEL[image.state]}
                  </span>
                </span>
                <span className="flex gap-1">
                  {(
                    [
                      [-1, "up", ArrowUp, index === 0],
                      [1, "down", ArrowDown, index === images.length - 1],
                    ] as const
                  ).map(([by, way, Icon, atEnd]) => (
                    <Button
                      key={way}
                      variant="ghost"
                      size="icon"
                      disabled={busy || atEnd}
                      onClick={() => move(index, by)}
                      data-focus={`${image.id}-${way}`}
                      aria-label={`Move photo ${index + 1} ${way}`}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </Button>
                  ))}
                  <Button
                    variant="danger-ghost"
                    size="icon"
                    disabled={busy}
                    onClick={() => remove(image.id)}
                    data-focus={`${image.id}-delete`}
                    aria-label={`Delete photo ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </span>
              </div>
              <AltText roomId={room.id} image={image} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A photo's alt text in the seven languages, saved together. */
function AltText({
  roomId,
  image,
  number,
}: {
  roomId: number;
  image: { id: number; alt: Partial<Record<(typeof LANGUAGES)[number], string>> };
  number: number;
}) {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const written = LANGUAGES.filter((lang) => image.alt[lang]).length;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const alt = Object.fromEntries(LANGUAGES.map((lang) => [lang, String(form.get(lang) ?? "")]));
    setSaving(true);
    const result = await adminRequest("PUT", `/api/admin/rooms/${roomId}/images/${image.id}/alt`, {
      alt,
    });
    setSaving(false);
    if (!result.ok) {
      setError(failureMessage(result, "Failed to save the alt text. Please try again."));
      return;
    }
    setError(null);
    toast({ title: `Alt text of photo ${number} saved.` });
    await revalidator.revalidate();
  }

  return (
    <details className="border-t border-sand-200 p-2 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">
        Alt text ({written} of {LANGUAGES.length} languages)
      </summary>
      <form onSubmit={(event) => void save(event)} className="mt-2 grid gap-2">
        <p className="text-ink-muted">
          What the photo shows, for guests who cannot see it. A language left empty reads the room's
          name and the photo's number.
        </p>
        {LANGUAGES.map((lang) => (
          <div key={lang} className="grid gap-1">
            <label htmlFor={`alt-${image.id}-${lang}`}>{LANGUAGE_NAMES[lang]}</label>
            <Input
              id={`alt-${image.id}-${lang}`}
              name={lang}
              lang={lang}
              dir={lang === "ar" ? "rtl" : undefined}
              maxLength={200}
              defaultValue={image.alt[lang] ?? ""}
            />
          </div>
        ))}
        {error ? (
          <p role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={saving} aria-label={`Save the alt text of photo ${number}`}>
          Save alt text
        </Button>
      </form>
    </details>
  );
}
