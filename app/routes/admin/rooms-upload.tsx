import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ImagePicker, usePickedImages } from "~/components/admin/image-picker";
import { uploadWithProgress } from "~/components/admin/upload-files";
import { toast } from "~/components/ui/use-toast";
import { adminRoomList } from "../../../server/services/admin-rooms";
import type { Route } from "./+types/rooms-upload";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rooms = await adminRoomList(context.services.db);
  const wanted = Number(new URL(request.url).searchParams.get("roomId"));
  return {
    rooms: rooms.map((room) => ({ id: room.id, name: room.name })),
    roomId: rooms.some((room) => room.id === wanted) ? wanted : (rooms[0]?.id ?? 0),
  };
}

/** Room photo upload with previews and the real upload progress (bytes sent). */
export default function AdminRoomsUpload({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [roomId, setRoomId] = useState(loaderData.roomId);
  const images = usePickedImages();
  const picked = images.picked;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<(() => void) | null>(null);

  async function send() {
    if (!roomId) {
      setError("Please select a room");
      return;
    }
    if (picked.length === 0) {
      setError("Please select at least one image to upload");
      return;
    }
    const form = new FormData();
    form.set("roomId", String(roomId));
    for (const item of picked) form.append("images", item.file);
    setError(null);
    setProgress(0);
    const upload = uploadWithProgress("/api/admin/rooms/upload-images", form, setProgress);
    abort.current = upload.abort;
    const { status, body } = await upload.done;
    abort.current = null;
    if (status === -1) return; // cancelled
    if (status === 201) {
      setProgress(100);
      toast({ title: body.message ?? "Images uploaded successfully." });
      navigate(`/admin/rooms/${roomId}/images`);
      return;
    }
    setProgress(null);
    setError(body.message ?? "Failed to upload images. Please try again.");
  }

  function cancel() {
    abort.current?.();
    abort.current = null;
    setProgress(null);
    images.clear();
  }

  const busy = progress !== null;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Upload room images</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <label htmlFor="room" className="mb-1 block text-sm font-semibold text-ink">
            Room
          </label>
          <select
            id="room"
            value={roomId}
            onChange={(event) => setRoomId(Number(event.target.value))}
            disabled={busy}
            className="min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3"
          >
            {loaderData.rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
          <div className="mt-4">
            <ImagePicker
              id="images"
              hint="JPEG, PNG, GIF or WebP, up to 10 MB each"
              picker={images}
              progress={progress}
              error={error}
              onError={setError}
              className="min-h-32 bg-sand-50 p-6"
              gridClassName="sm:grid-cols-3"
            />
          </div>
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={() => void send()}
              disabled={busy}
              className="min-h-11 rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800 disabled:opacity-60"
            >
              Upload{" "}
              {picked.length > 0 ? `${picked.length} image${picked.length === 1 ? "" : "s"}` : ""}
            </button>
            <button
              type="button"
              onClick={cancel}
              className="min-h-11 rounded-lg border border-ocean-700 px-5 font-semibold text-ocean-700"
            >
              Cancel
            </button>
          </div>
        </div>
        <aside className="rounded-xl bg-sand-50 p-4 text-sm ring-1 ring-sand-200">
          <h2 className="font-semibold text-ink">Tips</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-ink-muted">
            <li>Recommended resolution 1920 x 1080 or higher.</li>
            <li>Landscape photos in daylight show rooms best.</li>
            <li>The first image is the room's main photo; you can reorder afterwards.</li>
            <li>Location data and camera details are removed on upload.</li>
          </ul>
        </aside>
      </div>
    </>
  );
}
