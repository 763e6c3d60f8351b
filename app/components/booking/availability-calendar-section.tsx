import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

const AvailabilityCalendar = lazy(() => import("./availability-calendar"));

/**
 * The price calendar's section (room and booking pages): its code and its one request
 * load when the section scrolls near the screen.
 */
export function AvailabilitySection({
  roomId,
  roomName,
  className = "mt-8",
  titled = true,
}: {
  roomId: number;
  roomName: string;
  className?: string;
  /** false inside a FoldOnPhone, whose summary is the heading `availability-heading`. */
  titled?: boolean;
}) {
  const { t } = useTranslation("booking");
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const loading = <p className="mt-4 text-ink-muted">{t("booking.availabilityLoading")}</p>;
  return (
    <section
      ref={ref}
      aria-labelledby="availability-heading"
      className={`${className} rounded-2xl bg-white p-4 ring-1 ring-sand-200 sm:p-5`}
    >
      {titled && (
        <h2 id="availability-heading" className="font-display text-2xl text-ink">
          {t("booking.availabilityTitle")}
        </h2>
      )}
      <p className="mt-1 text-sm text-ink-muted">{t("booking.availabilityIntro")}</p>
      {visible ? (
        <Suspense fallback={loading}>
          <AvailabilityCalendar roomId={roomId} roomName={roomName} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
