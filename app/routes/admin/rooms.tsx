import { signedInAdmin } from "~/admin/session.server";
import { RoomRowEnd } from "~/components/admin/room-row-actions";
import { ButtonLink } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import { roleHas } from "~core/admin-roles";
import { formatKsh } from "~core/format";
import { adminRoomList } from "~server/services/content/admin-rooms";
import type { Route } from "./+types/rooms";

export async function loader({ context }: Route.LoaderArgs) {
  const { role } = signedInAdmin(context);
  // Adding a room type sets prices and rooms: front office and owners (core/admin-roles.ts).
  return { rooms: await adminRoomList(context.services.db), mayAdd: roleHas(role, "rates") };
}

/** The rooms list: image, name, price, capacity, status, Images and Edit. */
export default function AdminRooms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Rooms</h1>
        <div className="flex flex-wrap gap-3">
          {loaderData.mayAdd ? (
            <ButtonLink to="/admin/rooms/new" size="sm">
              Add room type
            </ButtonLink>
          ) : null}
          {loaderData.rooms.length > 0 ? (
            <ButtonLink to="/admin/rooms/upload" size="sm">
              Add Room Images
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {loaderData.rooms.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          No room types yet.{" "}
          {loaderData.mayAdd
            ? "Add the hotel's first room type to open it for bookings."
            : "Front office or an owner adds them."}
        </p>
      ) : null}
      <Table
        columns={["Image", "Name", "Price", "Capacity", "Status", "Actions"]}
        className="md:min-w-[40rem]"
      >
        {loaderData.rooms.map((room) => (
          <TableRow key={room.id}>
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
            <RoomRowEnd room={room} images="Images" />
          </TableRow>
        ))}
      </Table>
    </>
  );
}
