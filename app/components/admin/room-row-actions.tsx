import { Cell, RowActions, RowLink } from "~/components/ui/table";

/**
 * The status and link cells that end a room type's row on the dashboard and the rooms
 * list. The two screens name the images link differently ("Manage Images" beside
 * Edit on the dashboard, "Images" before Edit on the list).
 */
export function RoomRowEnd({
  room,
  images,
}: {
  room: { id: number; name: string; isActive: boolean; totalRooms: number };
  images: "Manage Images" | "Images";
}) {
  const imagesLink = (
    <RowLink
      to={`/admin/rooms/${room.id}/images`}
      aria-label={`${images === "Images" ? "Images" : "Manage images"} of ${room.name}`}
    >
      {images}
    </RowLink>
  );
  const editLink = (
    <RowLink to={`/admin/rooms/edit/${room.id}`} aria-label={`Edit ${room.name}`}>
      Edit
    </RowLink>
  );
  return (
    <>
      <Cell label="Status">
        {!room.isActive ? "Retired" : room.totalRooms > 0 ? "Available" : "Unavailable"}
      </Cell>
      <Cell>
        <RowActions>
          {images === "Images" ? imagesLink : editLink}
          {images === "Images" ? editLink : imagesLink}
        </RowActions>
      </Cell>
    </>
  );
}
