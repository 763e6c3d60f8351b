import { useState } from "react";
import { data, useRevalidator } from "react-router";
import { type AdminApiPath, adminRequest, failureMessage } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { ArrowDown, ArrowUp, Trash2 } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { toast } from "~/components/ui/use-toast";
import { srcSetFor } from "~core/images";
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
    images: images.map((i) => ({ id: i.id, src: i.src, width: i.width })),
  };
}

/** Reorder (move up / down) and delete the photos of one room. */
export default function AdminRoomImages({ loaderData }: Route.ComponentProps) {
  const { room, images } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

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
        <ol aria-busy={busy} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl ring-1 ring-sand-200">
              <img
                src={image.src}
                srcSet={srcSetFor(image.src, image.width)}
                sizes="(min-width: 1024px) 360px, 50vw"
                alt={`${room.name}, ${index + 1} of ${images.length}`}
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex items-center justify-between gap-2 p-2">
                <span className="text-sm text-ink-muted">
                  {index === 0 ? "Main photo" : `Photo ${index + 1}`}
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
                    aria-label={`Delete photo ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
