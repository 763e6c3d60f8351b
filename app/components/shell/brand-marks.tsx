/** Small hand-drawn marks for social networks and payment methods (no third-party images). */
import type { PaymentMark } from "~core/settings";

/** What the root loader says the hotel accepts: the ticked methods, and Pesapal when active. */
export interface AcceptedPayments {
  methods: readonly PaymentMark[];
  pesapal: boolean;
}

const social = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z",
  instagram:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3 0-4.1.1C4.2 2.3 2.3 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.7.1 3.9 1.4 4 4 .1 1 .1 1.3.1 4.1s0 3-.1 4c-.1 2.7-1.4 3.9-4 4-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-3.9-1.4-4-4-.1-1-.1-1.3-.1-4s0-3 .1-4c.1-2.7 1.4-3.9 4-4 1-.1 1.3-.1 4-.1Z",
  x: "M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
} as const;

export type SocialNetwork = keyof typeof social;
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
      <path d={social[network]} />
    </svg>
  );
}

const MARKS: Record<
  PaymentMark | "pesapal",
  { name: string; bg: string; fg: string; label: string }
> = {
  visa: { name: "Visa", bg: "#1A1F71", fg: "#FFFFFF", label: "VISA" },
  mastercard: { name: "Mastercard", bg: "#FFFFFF", fg: "#1F2A30", label: "mastercard" },
  amex: { name: "American Express", bg: "#2E77BC", fg: "#FFFFFF", label: "AMEX" },
  mpesa: { name: "M-PESA", bg: "#FFFFFF", fg: "#1B7A2E", label: "M-PESA" },
  airtel: { name: "Airtel Money", bg: "#FFFFFF", fg: "#E40000", label: "airtel" },
  pesapal: { name: "Pesapal", bg: "#FFFFFF", fg: "#0F5C6E", label: "pesapal" },
};

/**
 * The marks of the payment methods the hotel accepts (settings), and Pesapal's while
 * online payment is on (footer, booking page). Nothing when the hotel ticked none.
 */
export function PaymentMarks({ payments }: { payments: AcceptedPayments }) {
  const shown = [...payments.methods, ...(payments.pesapal ? (["pesapal"] as const) : [])];
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {shown
        .map((key) => MARKS[key])
        .map((payment) => (
          <li key={payment.name}>
            <svg role="img" aria-label={payment.name} viewBox="0 0 64 40" width="56" height="35">
              <rect width="64" height="40" rx="6" fill={payment.bg} />
              {payment.name === "Mastercard" ? (
                <>
                  <circle cx="26" cy="17" r="9" fill="#EB001B" />
                  <circle cx="38" cy="17" r="9" fill="#F79E1B" fillOpacity="0.9" />
                </>
              ) : null}
              <text
                x="32"
                y={payment.name === "Mastercard" ? 35 : 25}
                textAnchor="middle"
                fontFamily="Arial, sans-serif"
                fontWeight="700"
                fontSize={payment.name === "Mastercard" ? 8 : 12}
                fill={payment.fg}
              >
                {payment.label}
              </text>
            </svg>
          </li>
        ))}
    </ul>
  );
}

/** WhatsApp's mark (the Simple Icons path, CC0), decorative: the link names itself. */
const WHATSAPP =
  "M17.472 14.382c-.297-.149-1.758-.867-2.03-.967-.273-.099-.471-.148-.67.15-.197.297-.767.966-.94 1.164-.173.199-.347.223-.644.075-.297-.15-1.255-.463-2.39-1.475-.883-.788-1.48-1.761-1.653-2.059-.173-.297-.018-.458.13-.606.134-.133.298-.347.446-.52.149-.174.198-.298.298-.497.099-.198.05-.371-.025-.52-.075-.149-.669-1.612-.916-2.207-.242-.579-.487-.5-.669-.51-.173-.008-.371-.01-.57-.01-.198 0-.52.074-.792.372-.272.297-1.04 1.016-1.04 2.479 0 1.462 1.065 2.875 1.213 3.074.149.198 2.096 3.2 5.077 4.487.709.306 1.262.489 1.694.625.712.227 1.36.195 1.871.118.571-.085 1.758-.719 2.006-1.413.248-.694.248-1.289.173-1.413-.074-.124-.272-.198-.57-.347m-5.421 7.403h-.004a9.87 9.87 0 0 1-5.031-1.378l-.361-.214-3.741.982.998-3.648-.235-.374a9.86 9.86 0 0 1-1.51-5.26c.001-5.45 4.436-9.884 9.888-9.884 2.64 0 5.122 1.03 6.988 2.898a9.825 9.825 0 0 1 2.893 6.994c-.003 5.45-4.437 9.884-9.885 9.884m8.413-18.297A11.815 11.815 0 0 0 12.05 0C5.495 0 .16 5.335.157 11.892c0 2.096.547 4.142 1.588 5.945L.057 24l6.305-1.654a11.882 11.882 0 0 0 5.683 1.448h.005c6.554 0 11.89-5.335 11.893-11.893a11.821 11.821 0 0 0-3.48-8.413Z";

export function WhatsAppIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
      <path d={WHATSAPP} />
    </svg>
  );
}
