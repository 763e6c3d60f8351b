/** Small hand-drawn marks for social networks and payment methods (no third-party images). */
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

const PAYMENTS = [
  { name: "Visa", bg: "#1A1F71", fg: "#FFFFFF", label: "VISA" },
  { name: "Mastercard", bg: "#FFFFFF", fg: "#1F2A30", label: "mastercard" },
  { name: "PayPal", bg: "#FFFFFF", fg: "#003087", label: "PayPal" },
  { name: "M-PESA", bg: "#FFFFFF", fg: "#1B7A2E", label: "M-PESA" },
  { name: "Pesapal", bg: "#FFFFFF", fg: "#0F5C6E", label: "pesapal" },
] as const;

/** Card brands, a wallet, a mobile-money service and a payment gateway (the footer). */
export function PaymentMarks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {PAYMENTS.map((payment) => (
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
