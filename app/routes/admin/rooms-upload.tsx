import { Upload, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
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

const MAX_FILES = 8;
const MAX_BYTES = 10 * 1024 * 1024;

interface Picked {
  file: File;
  url: string;
}

/** Room photo upload with previews and the real upload progress (bytes sent). */
export default function AdminRoomsUpload({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [roomId, setRoomId] = useState(loaderData.roomId);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef<XMLHttpRequest | null>(null);

  // Previews are object URLs: give them back when the page goes.
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  function choose(files: FileList | null) {
    setError(null);
    const next = [...picked];
    for (const file of Array.from(files ?? [])) {
      if (!file.type.startsWith("image/")) {
        setError(`${file.name} is not an image.`);
        continue;
      }
      if (file.size > MAX_BYTES) {
        setError(`${file.name} is larger than 10 MB.`);
        continue;
      }
      if (next.length >= MAX_FILES) {
        setError(`Upload at most ${MAX_FILES} images at a time.`);
        break;
      }
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      next.push({ file, url });
    }
    setPicked(next);
  }

  function send() {
    if (picked.length === 0) {
      setError("Choose at least one image.");
      return;
    }
    const form = new FormData();
    form.set("roomId", String(roomId));
    for (const item of picked) form.append("images", item.file);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", "/api/admin/rooms/upload-images");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      request.current = null;
      let body: { message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        // A proxy's HTML error page: fall back to the generic message.
      }
      if (xhr.status === 201) {
        setProgress(100);
        toast({ title: body.message ?? "Images uploaded successfully." });
        navigate(`/admin/rooms/${roomId}/images`);
        return;
      }
      setProgress(null);
      setError(body.message ?? "Failed to upload images. Please try again.");
    };
    xhr.onerror = () => {
      request.current = null;
      setProgress(null);
      setError("Failed to upload images. Please try again.");
    };
    setProgress(0);
    xhr.send(form);
  }

  function cancel() {
    request.current?.abort();
    request.current = null;
    setProgress(null);
    setPicked([]);
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
          <label
            htmlFor="images"
            className="mt-4 flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-sand-300 bg-sand-50 p-6 text-center text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ocean-700"
          >
            <Upload aria-hidden="true" className="size-6 text-ocean-700" />
            <span className="font-semibold">Choose images</span>
            <span className="text-sm text-ink-muted">JPEG, PNG, GIF or WebP, up to 10 MB each</span>
            <input
              id="images"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              multiple
              disabled={busy}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = "";
              }}
              className="sr-only"
            />
          </label>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-coral-500/10 p-3 text-danger">
              {error}
            </p>
          ) : null}
          {picked.length > 0 ? (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {picked.map((item, index) => (
                <li
                  key={item.url}
                  className="relative overflow-hidden rounded-lg ring-1 ring-sand-200"
                >
                  <img
                    src={item.url}
                    alt={item.file.name}
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      URL.revokeObjectURL(item.url);
                      previews.current.delete(item.url);
                      setPicked(picked.filter((_, i) => i !== index));
                    }}
                    aria-label={`Remove ${item.file.name}`}
                    className="absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {busy ? (
            <div className="mt-4">
              <label htmlFor="upload-progress" className="text-sm font-semibold text-ink">
                Uploading… {progress}%
              </label>
              <progress
                id="upload-progress"
                max={100}
                value={progress ?? 0}
                className="mt-1 block w-full"
              />
            </div>
          ) : null}
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={send}
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
