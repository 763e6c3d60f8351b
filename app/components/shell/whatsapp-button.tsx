import { useTranslation } from "react-i18next";
import { whatsAppLink } from "~core/phone-links";
import { WhatsAppIcon } from "./brand-marks";

interface WhatsAppProps {
  /** The hotel's WhatsApp number, E.164 (settings). */
  number: string;
  /** Named in the prefilled message ("Hello Pwani Bay, …"). */
  brandName: string;
}

/** wa.me with a message in the page language; it opens in a new tab (WhatsApp or its web app). */
function useWhatsAppHref({ number, brandName }: WhatsAppProps): string {
  const { t } = useTranslation();
  return whatsAppLink(number, t("whatsapp.message", { brandName }));
}

/** The round click-to-chat link beside the chat button (chat-button.tsx places it). */
export function WhatsAppButton(props: WhatsAppProps) {
  const { t } = useTranslation();
  const href = useWhatsAppHref(props);
  if (!props.number) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.label")}
      title={t("whatsapp.label")}
      className="inline-flex size-12 items-center justify-center rounded-full bg-[#075e54] text-white shadow-lg hover:bg-[#054640]"
    >
      <WhatsAppIcon className="size-6" />
    </a>
  );
}

/** The same link as text (the contact page, next to the phone numbers). */
export function WhatsAppLink(props: WhatsAppProps & { className?: string }) {
  const { t } = useTranslation();
  const href = useWhatsAppHref(props);
  if (!props.number) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={props.className ?? "inline-flex items-center gap-2 text-ocean-700 underline"}
    >
      <WhatsAppIcon className="size-5 shrink-0 text-[#075e54]" />
      {t("whatsapp.label")}
    </a>
  );
}
