import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { uploadWithProgress } from "~/admin/api-client";
import { ImagePicker, usePickedImages } from "~/components/admin/image-picker";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { adminRoomList } from "~server/services/content/admin-rooms";
import type { Route } from "./+types/rooms-upload";

/**
 * The room is the one the link names (`?roomId=`, from a room's photos), else none: a
 * preselected first room would take photos meant for another without asking.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rooms = await adminRoomList(context.services.db);
  const wanted = Number(new URL(request.url).searchParams.get("roomId"));
  return {
    rooms: rooms.map((room) => ({ id: room.id, name: room.name })),
    roomId: rooms.some((room) => room.id === wanted) ? wanted : 0,
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
  const [roomError, setRoomError] = useState<string | null>(null);
  const roomSelect = useRef<HTMLSelectElement>(null);
  const [stage, setStage] = useState<string | null>(null);
  const abort = useRef<(() => void) | null>(null);

  /**
   * One request per photo, each with its own Idempotency-Key: the bar shows the bytes of
   * the photo being sent, then "Processing n of N" while the server re-encodes it. A photo
   * whose answer is lost (network) or still being processed is asked again with the same
   * key, so it is never stored twice.
   */
  async function send() {
    if (!roomId) {
      setRoomError("Please select a room");
      roomSelect.current?.focus();
      return;
    }
    if (picked.length === 0) {
      setError("Please select at least one image to upload");
      return;
    }
    setError(null);
    setProgress(0);
    const batch = crypto.randomUUID();
    const total = picked.length;
    let done = 0;
    const refused: string[] = [];
    for (const [index, item] of picked.entries()) {
      const form = new FormData();
      form.set("roomId", String(roomId));
      form.append("images", item.file);
      const label = `${index + 1} of ${total}`;
      let answer: { status: number; body: { message?: string } } = { status: 0, body: {} };
      for (let attempt = 0; attempt < 4; attempt++) {
        if (attempt > 0) {
          setStage(`Processing ${label}… (checking again)`);
          await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
        }
        setStage(`Uploading ${label}…`);
        const upload = uploadWithProgress(
          "/api/admin/rooms/upload-images",
          form,
          (percent) => {
            setProgress(Math.round(((index + percent / 100) / total) * 100));
            setStage(percent < 100 ? `Uploading ${label}… ${percent}%` : `Processing ${label}…`);
          },
          { "Idempotency-Key": `${batch}-${index}` },
        );
        abort.current = upload.abort;
        answer = await upload.done;
        abort.current = null;
        if (answer.status === -1) return; // cancelled
        // No answer, or the same photo still being processed: ask again with the same key.
        if (answer.status !== 0 && answer.status !== 409) break;
      }
      // A refused photo (its name and reason) does not stop the others; anything else does.
      if (answer.status === 400 && answer.body.message) {
        if (!refused.includes(answer.body.message)) refused.push(answer.body.message);
        continue;
      }
      if (answer.status !== 201) {
        setProgress(null);
        setStage(null);
        const what = answer.body.message ?? "Failed to upload images. Please try again.";
        setError(
          [done > 0 ? `${done} of ${total} images were uploaded.` : "", ...refused, what]
            .filter(Boolean)
            .join(" "),
        );
        return;
      }
      done++;
    }
    if (refused.length > 0) {
      setProgress(null);
      setStage(null);
      setError(`${done} of ${total} images were uploaded. ${refused.join(" ")}`);
      return;
    }
    setProgress(100);
    setStage(null);
    toast({
      title: `${done} ${done === 1 ? "image" : "images"} uploaded successfully.`,
      description: "Smaller sizes are made in the background; the list shows each photo's state.",
    });
    navigate(`/admin/rooms/${roomId}/images`);
  }

  function cancel() {
    abort.current?.();
    abort.current = null;
    setProgress(null);
    setStage(null);
    images.clear();
  }

  const busy = progress !== null;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Upload room images</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <Field id="room" label="Room" error={roomError}>
            <Select
              ref={roomSelect}
              value={roomId || ""}
              onChange={(event) => {
                setRoomId(Number(event.target.value));
                setRoomError(null);
              }}
              disabled={busy}
            >
              <option value="" disabled>
                Choose a room
              </option>
              {loaderData.rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </Select>
          </Field>
          <div className="mt-4">
            <ImagePicker
              id="images"
              hint="JPEG, PNG, GIF or WebP, up to 10 MB each"
              picker={images}
              progress={progress}
              stage={stage}
              error={error}
              onError={setError}
              className="min-h-32 bg-sand-50 p-6"
              gridClassName="sm:grid-cols-3"
            />
          </div>
          <div className="mt-4 flex gap-3">
            <Button onClick={() => void send()} disabled={busy}>
              Upload{" "}
              {picked.length > 0 ? `${picked.length} image${picked.length === 1 ? "" : "s"}` : ""}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
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
