/**
 * Checks Pesapal credentials before anything depends on them: a token request,
 * then the IPN for this site (reused from GetIpnList when Pesapal already has
 * it). Used by a save of the configuration, so a mistyped key or the wrong
 * environment is refused instead of stored.
 */
import {
  type IpnRegistration,
  PesapalClient,
  type PesapalCredentials,
  PesapalError,
} from "./client";

/** Bookings skip Pesapal for this long after it failed a readiness check (this process). */
const OUTAGE_BACKOFF_MS = 30_000;
let lastOutageAt = 0;

export const rememberOutage = () => {
  lastOutageAt = Date.now();
};
export const outageRemembered = () => Date.now() - lastOutageAt < OUTAGE_BACKOFF_MS;

/** Forgets a remembered outage (tests, and after staff saved a checked configuration). */
export function resetPesapalOutage(): void {
  lastOutageAt = 0;
}

type Track = <T>(op: string, call: () => Promise<T>) => Promise<T>;
const untracked: Track = (_op, call) => call();

/** The IPN registered for `url` under the client's account, registering it when missing. */
export async function findOrRegisterIpn(
  client: PesapalClient,
  url: string,
  track: Track = untracked,
): Promise<{ ipnId: string; reused: boolean }> {
  const existing: IpnRegistration[] = await track("GetIpnList", () => client.getIpnList());
  const match = existing.find((item) => item.url === url);
  if (match) return { ipnId: match.ipnId, reused: true };
  const created = await track("RegisterIPN", () => client.registerIpn(url, "POST"));
  return { ipnId: created.ipnId, reused: false };
}

export type VerifyOutcome =
  | { ok: true; ipnId: string }
  | { ok: false; kind: "refused" | "unreachable"; reason: string };

/** A token and an IPN for `credentials`; never throws a provider error. */
export async function verifyPesapalCredentials(
  credentials: PesapalCredentials,
  ipnUrl: string,
  timeoutMs?: number,
): Promise<VerifyOutcome> {
  const client = new PesapalClient(credentials, timeoutMs);
  try {
    await client.requestToken();
    const { ipnId } = await findOrRegisterIpn(client, ipnUrl);
    return { ok: true, ipnId };
  } catch (error) {
    if (!(error instanceof PesapalError)) throw error;
    return {
      ok: false,
      kind: error.kind === "auth" ? "refused" : "unreachable",
      reason: error.message,
    };
  }
}
