import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SideArrows } from "~/components/ui/side-arrows";
import { RoomImage } from "./room-image";

/**
 * An accessible image carousel (WAI-ARIA APG pattern): a labelled region, previous
 * and next buttons, one button per photo, and a live "photo n of m" for screen
 * readers. Arrows mirror in right-to-left pages.
 */
export function RoomCarousel({
  images,
  alts = [],
  pending,
  roomName,
}: {
  images: string[];
  /** Each photo's alt text in the page's language; "" or absent: the room and the number. */
  alts?: string[];
  pending?: string[];
  roomName: string;
}) {
  const { t } = useTranslation("booking");
  const [index, setIndex] = useState(0);
  const total = Math.max(1, images.length);
  const go = (next: number) => setIndex((next + total) % total);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("room.gallery", { room: roomName })}
      className="relative overflow-hidden rounded-2xl bg-sand-100"
    >
      <div aria-live="polite" aria-atomic="true">
        <RoomImage
          key={images[index]}
          src={images[index]}
          alt={alts[index] || t("room.photoAlt", { room: roomName, number: index + 1, total })}
          pending={pending}
          sizes="(min-width: 1024px) 720px, 100vw"
          fetchPriority={index === 0 ? "high" : undefined}
          className="aspect-[3/2] w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <>
          <SideArrows
            look="light"
            onPrevious={() => go(index - 1)}
            onNext={() => go(index + 1)}
            previousLabel={t("room.previousImage")}
            nextLabel={t("room.nextImage")}
          />
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                onClick={() => go(i)}
                aria-label={t("room.showImage", { number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="inline-flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full ring-2 ring-white ${i === index ? "bg-white" : "bg-white/40"}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
