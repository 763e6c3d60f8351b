/**
 * Calls to Pesapal with the stored configuration: every call records the
 * integration health (success, or a short error without any secret), and the
 * admin actions Test Connection and Register IPN.
 */
import type { AppServices } from "../../context";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { recordIntegrationError, recordIntegrationSuccess } from "../platform/integration-health";
import { PesapalClient, PesapalError } from "./client";
import { credentialsOf, ipnUrlFor, readConfigRow, storeIpn } from "./config";
import { findOrRegisterIpn, outageRemembered, rememberOutage } from "./verify";

type Services = Pick<AppServices, "db" | "env" | "logger">;

export class PesapalNotConfiguredError extends AppError {
  constructor() {
    super("conflict", "Enter and save the Pesapal consumer key and secret first.");
  }
}

/** A client for the stored credentials and environment. */
export async function configuredClient(services: Services) {
  const row = await readConfigRow(services.db);
  const credentials = credentialsOf(services.env, row);
  if (!row || !credentials) throw new PesapalNotConfiguredError();
  return { row, client: new PesapalClient(credentials) };
}

/** Runs one provider call and records its outcome for the dashboard. */
export async function tracked<T>(
  services: Services,
  op: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    const result = await call();
    await recordIntegrationSuccess(services.db, "pesapal");
    return result;
  } catch (error) {
    const message =
      error instanceof PesapalError ? error.message : `Pesapal ${op}: unexpected error`;
    await recordIntegrationError(services.db, "pesapal", message);
    // Only the scrubbed message and the kind: never the request.
    services.logger.warn(
      { provider: "pesapal", op, kind: error instanceof PesapalError ? error.kind : "bug" },
      message,
    );
    if (!(error instanceof PesapalError)) {
      services.logger.error({ err: error }, `Pesapal ${op} failed unexpectedly`);
    }
    throw error;
  }
}

/** GET /api/admin/pesapal/test-connection: a real token request. */
export async function testConnection(
  services: Services,
): Promise<{ success: boolean; message: string }> {
  let client: PesapalClient;
  let sandbox: boolean;
  try {
    const configured = await configuredClient(services);
    client = configured.client;
    sandbox = configured.row.sandbox;
  } catch (error) {
    if (error instanceof AppError) return { success: false, message: error.message };
    throw error;
  }
  try {
    await tracked(services, "RequestToken", () => client.requestToken());
    return {
      success: true,
      message: `Connected to Pesapal ${sandbox ? "sandbox" : "production"}: the credentials were accepted.`,
    };
  } catch (error) {
    if (!(error instanceof PesapalError)) throw error;
    return {
      success: false,
      message:
        error.kind === "auth"
          ? "Connection test failed: Pesapal refused the consumer key or secret. Check that they belong to this environment."
          : `Connection test failed: ${error.message}`,
    };
  }
}

/**
 * Registers PUBLIC_URL + the IPN path for the current environment, reusing an
 * existing registration of the same address from GetIpnList.
 */
export async function ensureIpn(
  services: Services,
): Promise<{ ipnId: string; ipnUrl: string; reused: boolean }> {
  const { row, client } = await configuredClient(services);
  const url = ipnUrlFor(services.env);
  if (row.ipnId && row.ipnUrl === url) return { ipnId: row.ipnId, ipnUrl: url, reused: true };
  const found = await findOrRegisterIpn(client, url, (op, call) => tracked(services, op, call));
  await storeIpn(services.db, found.ipnId, url);
  return { ...found, ipnUrl: url };
}

/**
 * Whether a booking can be paid online now: credentials that decrypt, a token
 * (cached for its lifetime, so usually no call) and a registered IPN. After a
 * failure the answer stays "no" for 30 s, so guests do not each wait for a
 * provider that is down.
 */
export async function pesapalReady(services: Services): Promise<boolean> {
  if (outageRemembered()) return false;
  try {
    const { client } = await configuredClient(services);
    await tracked(services, "RequestToken", () => client.authenticate());
    await ensureIpn(services);
    return true;
  } catch (error) {
    if (!(error instanceof PesapalError || error instanceof AppError)) throw error;
    rememberOutage();
    return false;
  }
}

/** POST /api/admin/pesapal/register-ipn. */
export async function registerIpn(services: Services, adminId: number) {
  try {
    const result = await ensureIpn(services);
    await audit(services.db, adminId, "register_ipn", "pesapal_config", "1", {
      ipnUrl: result.ipnUrl,
      reused: result.reused,
    });
    return {
      ...result,
      message: result.reused
        ? `IPN already registered for ${result.ipnUrl}; the existing registration is used.`
        : `IPN registered for ${result.ipnUrl}.`,
    };
  } catch (error) {
    if (error instanceof PesapalError) {
      throw new AppError("unavailable", `Failed to register IPN. ${error.message}`);
    }
    throw error;
  }
}
