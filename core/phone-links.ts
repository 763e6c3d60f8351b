/**
 * Links to a phone number, for the pages: plain string work, without the phone library
 * (core/phone.ts), so its metadata never reaches the public pages' scripts.
 */

/** A `tel:` address: the digits of the number after a "+" (E.164 for an international number). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/**
 * WhatsApp's click-to-chat link with a prefilled message. The text is encoded as RFC 3986
 * asks (apostrophes too), so a plain-text mail's link does not end at "j'ai".
 */
export function whatsAppLink(e164: string, text: string): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encoded}`;
}
