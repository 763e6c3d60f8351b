import { Maximize2, Users, Wifi } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LtrRun } from "~/components/ui/ltr-run";
import type { RoomTypeDto } from "~core/types";

/**
 * A room's capacity and size (and free Wi-Fi on the room cards), each with its icon:
 * a list on the cards, a line of text in the booking summary.
 */
export function RoomFacts({
  room,
  wifi = false,
  list = false,
  className,
}: {
  room: Pick<RoomTypeDto, "capacity" | "size">;
  wifi?: boolean;
  list?: boolean;
  className: string;
}) {
  const { t } = useTranslation("booking");
  const Box = list ? "ul" : "p";
  const Item = list ? "li" : "span";
  const facts = [
    { icon: Users, text: t("rooms.upTo", { count: room.capacity }) },
    // "22 m²" reads left to right on an Arabic page too, never "m² 22".
    { icon: Maximize2, text: t("rooms.size", { size: room.size }), ltr: true },
    ...(wifi ? [{ icon: Wifi, text: t("rooms.freeWifi") }] : []),
  ];
  return (
    <Box className={className}>
      {facts.map(({ icon: Icon, text, ltr }) => (
        <Item key={text} className="inline-flex items-center gap-1">
          <Icon aria-hidden="true" className="size-4" />
          {ltr ? <LtrRun>{text}</LtrRun> : text}
        </Item>
      ))}
    </Box>
  );
}
