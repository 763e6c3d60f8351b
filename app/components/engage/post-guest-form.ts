/** What posting a guest form answered: sent, or why not (no status: the network failed). */
export type GuestFormAnswer =
  | { ok: true }
  | { ok: false; status: number | null; errors: Record<string, string> };

/**
 * Posts a guest form's values as JSON to `path` in the page language. A 400 answer's
 * `errors` (field → schema message) come back for the fields; any other failure has none.
 */
export async function postGuestForm(
  path: string,
  lang: string,
  values: unknown,
): Promise<GuestFormAnswer> {
  let response: Response;
  try {
    response = await fetch(`${path}?lang=${lang}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, status: null, errors: {} };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as {
    errors?: Record<string, string>;
  } | null;
  const errors = response.status === 400 && body?.errors ? body.errors : {};
  return { ok: false, status: response.status, errors };
}
