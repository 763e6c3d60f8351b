/**
 * Pesapal's billing address wants an ISO 3166-1 alpha-2 country code; the booking
 * form takes the country as typed. English region names from Intl give the usual
 * cases ("Kenya", "kenya", "KE"); anything else is sent as "" (Pesapal allows it).
 */
let byName: Map<string, string> | undefined;

function names(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const display = new Intl.DisplayNames(["en"], { type: "region" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of letters) {
    for (const b of letters) {
      const code = `${a}${b}`;
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        continue;
      }
      // Unknown codes come back unchanged.
      if (name && name !== code) byName.set(name.toLowerCase(), code);
    }
  }
  for (const [alias, code] of [
    ["usa", "US"],
    ["united states of america", "US"],
    ["uk", "GB"],
    ["england", "GB"],
    ["tanzania", "TZ"],
  ] as const) {
    byName.set(alias, code);
  }
  return byName;
}

export function countryCode(country: string): string {
  const value = country.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  return names().get(value.toLowerCase()) ?? "";
}
