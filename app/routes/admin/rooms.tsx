import { Link } from "react-router";
import { formatKsh } from "../../../core/format";
import { adminRoomList } from "../../../server/services/admin-rooms";
import type { Route } from "./+types/rooms";

export async function loader({ context }: Route.LoaderArgs) {
  return { rooms: await adminRoomList(context.services.db) };
}

/** Spec 001 rooms list: image, name, price, capacity, status, Images and Edit. */
export default function AdminRooms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Rooms</h1>
        <Link
          to="/admin/rooms/upload"
          className="inline-flex min-h-11 items-center rounded-lg bg-ocean-700 px-4 text-sm font-semibold text-white hover:bg-ocean-800"
        >
          Add Room Images
        </Link>
      </div>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead>
            <tr className="border-b border-sand-200 text-ink-muted">
              <th scope="col" className="py-2 text-start">
                Image
              </th>
              <th scope="col" className="py-2 text-start">
                Name
              </th>
              <th scope="col" className="py-2 text-start">
                Price
              </th>
              <th scope="col" className="py-2 text-start">
                Capacity
              </th>
              <th scope="col" className="py-2 text-start">
                Status
              </th>
              <th scope="col" className="py-2 text-start">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.rooms.map((room) => (
              <tr key={room.id} className="border-b border-sand-100">
                <td className="py-2">
                  {room.image ? (
                    <img
                      src={room.image}
                      alt=""
                      width={64}
                      height={43}
                      className="h-11 w-16 rounded object-cover"
                    />
                  ) : (
                    <span className="text-ink-muted">No image</span>
                  )}
                </td>
                <td className="py-2 font-semibold">{room.name}</td>
                <td className="py-2 tabular-nums">{formatKsh(room.price)}</td>
                <td className="py-2">
                  {room.capacity} {room.capacity === 1 ? "Guest" : "Guests"}
                </td>
                <td className="py-2">
                  {room.totalRooms > 0 && room.isActive ? "Available" : "Unavailable"}
                </td>
                <td className="py-2">
                  <span className="flex gap-3">
                    <Link
                      to={`/admin/rooms/${room.id}/images`}
                      className="text-ocean-700 underline"
                      aria-label={`Images of ${room.name}`}
                    >
                      Images
                    </Link>
                    <Link
                      to={`/admin/rooms/edit/${room.id}`}
                      className="text-ocean-700 underline"
                      aria-label={`Edit ${room.name}`}
                    >
                      Edit
                    </Link>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
