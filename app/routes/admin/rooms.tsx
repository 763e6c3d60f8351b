import { Link } from "react-router";
import { Cell, ROW_ACTION, STACKED } from "~/components/admin/responsive-table";
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
      <div className="mt-6 md:overflow-x-auto">
        <table className={`${STACKED.table} md:min-w-[40rem]`}>
          <thead className={STACKED.thead}>
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
          <tbody className={STACKED.tbody}>
            {loaderData.rooms.map((room) => (
              <tr key={room.id} className={STACKED.row}>
                <Cell>
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
                </Cell>
                <Cell className="font-semibold">{room.name}</Cell>
                <Cell label="Price" className="tabular-nums">
                  {formatKsh(room.price)}
                </Cell>
                <Cell label="Capacity">
                  {room.capacity} {room.capacity === 1 ? "Guest" : "Guests"}
                </Cell>
                <Cell label="Status">
                  {room.totalRooms > 0 && room.isActive ? "Available" : "Unavailable"}
                </Cell>
                <Cell>
                  <span className="flex flex-wrap gap-x-3">
                    <Link
                      to={`/admin/rooms/${room.id}/images`}
                      className={ROW_ACTION}
                      aria-label={`Images of ${room.name}`}
                    >
                      Images
                    </Link>
                    <Link
                      to={`/admin/rooms/edit/${room.id}`}
                      className={ROW_ACTION}
                      aria-label={`Edit ${room.name}`}
                    >
                      Edit
                    </Link>
                  </span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
