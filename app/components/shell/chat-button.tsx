import { MessageCircle, Phone, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withLang } from "./nav-links";

/**
 * The floating chat button (bottom right). The assistant itself arrives with the
 * engagement issue; until then the panel points to the front desk.
 */
export function ChatButton({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="fixed end-4 bottom-4 z-30 flex flex-col items-end gap-3">
      {open ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="w-72 rounded-xl border border-sand-200 bg-white p-4 text-ink shadow-xl"
        >
          <h2 id={`${panelId}-title`} className="font-display text-lg">
            {t("chat.title")}
          </h2>
          <p className="mt-2 text-sm text-ink-muted">{t("chat.intro")}</p>
          <div className="mt-3 grid gap-2">
            <a
              href={`tel:${phone.replace(/\s+/g, "")}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ocean-700 px-3 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              <Phone aria-hidden="true" className="size-4" />
              {t("chat.callFrontDesk")}
            </a>
            <Link
              to={withLang("/contact", search)}
              onClick={() => setOpen(false)}
              className="inline-flex min-h-11 items-center rounded-lg border border-ocean-700 px-3 text-sm font-semibold text-ocean-700 hover:bg-ocean-50"
            >
              {t("chat.writeToUs")}
            </Link>
          </div>
        </section>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t("chat.close") : t("chat.open")}
        className="inline-flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white shadow-lg hover:bg-ocean-800"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}
