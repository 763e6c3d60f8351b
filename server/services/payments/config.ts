/**
 * The Pesapal configuration (one row): credentials encrypted at rest, environment,
 * active flag, the registered IPN, and the values the admin Testing tab shows.
 * Screens and API responses get `PesapalConfigDto`, in which a credential is only
 * "set" plus its last four characters.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "~core/zod";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pesapalConfig } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { audit } from "../admin/admins";
import { decryptSecret, encryptSecret, type MaskedSecret, maskSecret } from "../platform/secrets";
import type { PesapalCredentials, PesapalEnvironment } from "./client";
import { resetPesapalOutage, verifyPesapalCredentials } from "./verify";

export const KEY_PURPOSE = "pesapal.consumerKey";
export const SECRET_PURPOSE = "pesapal.consumerSecret";
/** Where Pesapal sends payment notifications (registered with RegisterIPN). */
export const IPN_PATH = "/api/payments/pesapal/ipn";
/** Where Pesapal sends the guest's browser back after paying. */
export const CALLBACK_PATH = "/booking/payment";

type ConfigRow = typeof pesapalConfig.$inferSelect;

export interface PesapalConfigDto {
  consumerKey: MaskedSecret;
  consumerSecret: MaskedSecret;
  sandbox: boolean;
  environment: PesapalEnvironment;
  isActive: boolean;
  ipnId: string | null;
  ipnUrl: string | null;
  /** The address Register IPN would register now (PUBLIC_URL + the IPN path). */
  expectedIpnUrl: string;
  testCardNumbers: string;
  testPhoneNumber: string;
  updatedAt: string | null;
}

export async function readConfigRow(db: Database): Promise<ConfigRow | null> {
  const [row] = await db.select().from(pesapalConfig).where(eq(pesapalConfig.id, 1));
  return row ?? null;
}

export const environmentOf = (sandbox: boolean): PesapalEnvironment =>
  sandbox ? "sandbox" : "live";

export function baseUrlFor(
  env: Pick<Env, "pesapalSandboxUrl" | "pesapalLiveUrl">,
  sandbox: boolean,
) {
  return sandbox ? env.pesapalSandboxUrl : env.pesapalLiveUrl;
}

export const ipnUrlFor = (env: Pick<Env, "publicUrl">) => `${env.publicUrl}${IPN_PATH}`;

/**
 * What the Testing tab starts with until staff save their own: the values the demo's
 * Pesapal fake (`npm run dev:fakes`) accepts. Pesapal publishes no fixed list; its
 * sandbox payment page shows its own.
 */
export const DEMO_TEST_VALUES = {
  testCardNumbers: "4444 4444 4444 4444 (any expiry date, CVV 123)",
  testPhoneNumber: "254700000000",
};

export function configDto(env: Env, row: ConfigRow | null): PesapalConfigDto {
  const sandbox = row?.sandbox ?? true;
  return {
    consumerKey: maskSecret(env.appSecret, KEY_PURPOSE, row?.consumerKeyEncrypted ?? null),
    consumerSecret: maskSecret(env.appSecret, SECRET_PURPOSE, row?.consumerSecretEncrypted ?? null),
    sandbox,
    environment: environmentOf(sandbox),
    isActive: row?.isActive ?? false,
    ipnId: row?.ipnId ?? null,
    ipnUrl: row?.ipnUrl ?? null,
    expectedIpnUrl: ipnUrlFor(env),
    testCardNumbers: row?.testCardNumbers ?? DEMO_TEST_VALUES.testCardNumbers,
    testPhoneNumber: row?.testPhoneNumber ?? DEMO_TEST_VALUES.testPhoneNumber,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getPesapalConfig(services: Pick<AppServices, "db" | "env">) {
  return configDto(services.env, await readConfigRow(services.db));
}

/** True when bookings must be paid online through Pesapal. */
export async function isPesapalActive(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ isActive: pesapalConfig.isActive })
    .from(pesapalConfig)
    .where(eq(pesapalConfig.id, 1));
  return row?.isActive ?? false;
}

/** The decrypted credentials and base address, or null when not both are set. */
export function credentialsOf(env: Env, row: ConfigRow | null): PesapalCredentials | null {
  if (!row?.consumerKeyEncrypted || !row.consumerSecretEncrypted) return null;
  try {
    return {
      baseUrl: baseUrlFor(env, row.sandbox),
      consumerKey: decryptSecret(env.appSecret, KEY_PURPOSE, row.consumerKeyEncrypted),
      consumerSecret: decryptSecret(env.appSecret, SECRET_PURPOSE, row.consumerSecretEncrypted),
    };
  } catch {
    // Encrypted under another APP_SECRET: staff must enter the credentials again.
    return null;
  }
}

const credential = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .refine((value) => !/\s/.test(value), `${label} must not contain spaces`)
    .optional()
    .default("");

/**
 * PUT /api/admin/pesapal/config (and the admin form). An empty key or secret keeps
 * the stored one; both are required when none is stored.
 */
export const PesapalConfigInputSchema = z.object({
  consumerKey: credential("Consumer key"),
  consumerSecret: credential("Consumer secret"),
  sandbox: z.boolean({ message: "Choose Sandbox or Production" }).optional().default(true),
  isActive: z.boolean({ message: "Choose Active or Inactive" }).optional(),
  testCardNumbers: z.string().max(1000, "At most 1000 characters").optional(),
  testPhoneNumber: z.string().trim().max(40, "At most 40 characters").optional(),
});
export type PesapalConfigInput = z.infer<typeof PesapalConfigInputSchema>;

/**
 * Saves the configuration. New credentials, another environment or switching
 * Pesapal on are first checked with Pesapal (a token, then the IPN for this site):
 * when Pesapal refuses or cannot be reached nothing is stored, so the working
 * configuration stays and bookings keep being paid. The row is then written only
 * if nobody changed the credentials or environment meanwhile (409 otherwise).
 */
export async function savePesapalConfig(
  services: Pick<AppServices, "db" | "env">,
  input: PesapalConfigInput,
  adminId: number,
): Promise<PesapalConfigDto & { verified: boolean }> {
  const { db, env } = services;
  const current = await readConfigRow(db);
  const errors: Record<string, string> = {};
  if (!input.consumerKey && !current?.consumerKeyEncrypted) {
    errors.consumerKey = "Consumer key is required";
  }
  if (!input.consumerSecret && !current?.consumerSecretEncrypted) {
    errors.consumerSecret = "Consumer secret is required";
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError("validation", first, errors);

  const previous = credentialsOf(env, current);
  const keyChanged = Boolean(input.consumerKey) && input.consumerKey !== previous?.consumerKey;
  const secretChanged =
    Boolean(input.consumerSecret) && input.consumerSecret !== previous?.consumerSecret;
  const environmentChanged = current !== null && current.sandbox !== input.sandbox;
  const isActive = input.isActive ?? current?.isActive ?? false;
  const activating = isActive && !current?.isActive;

  let verifiedIpn: string | null = null;
  const mustVerify = keyChanged || secretChanged || environmentChanged || activating;
  if (mustVerify) {
    const consumerKey = input.consumerKey || previous?.consumerKey;
    const consumerSecret = input.consumerSecret || previous?.consumerSecret;
    if (!consumerKey || !consumerSecret) {
      // Stored under another APP_SECRET: they cannot be checked, so they must be typed.
      const message = "Enter the consumer key and secret again: the stored ones cannot be read.";
      throw new AppError("validation", message, { consumerKey: message });
    }
    const where = input.sandbox ? "sandbox" : "production";
    const outcome = await verifyPesapalCredentials(
      { baseUrl: baseUrlFor(env, input.sandbox), consumerKey, consumerSecret },
      ipnUrlFor(env),
    );
    if (!outcome.ok) {
      if (outcome.kind === "refused") {
        const message = `Pesapal ${where} refused the consumer key or secret, so nothing was saved and the previous configuration still applies. Check that they belong to ${where}.`;
        throw new AppError("validation", message, { consumerKey: message });
      }
      throw new AppError(
        "unavailable",
        `Pesapal ${where} could not be reached to check the configuration (${outcome.reason}), so nothing was saved and the previous configuration still applies. Try again later.`,
      );
    }
    verifiedIpn = outcome.ipnId;
  }
  // An ipn_id belongs to one merchant account in one environment.
  const forgetIpn = keyChanged || secretChanged || environmentChanged;

  const values = {
    consumerKeyEncrypted: input.consumerKey
      ? encryptSecret(env.appSecret, KEY_PURPOSE, input.consumerKey)
      : (current?.consumerKeyEncrypted ?? null),
    consumerSecretEncrypted: input.consumerSecret
      ? encryptSecret(env.appSecret, SECRET_PURPOSE, input.consumerSecret)
      : (current?.consumerSecretEncrypted ?? null),
    sandbox: input.sandbox,
    isActive,
    ipnId: verifiedIpn ?? (forgetIpn ? null : (current?.ipnId ?? null)),
    ipnUrl: verifiedIpn ? ipnUrlFor(env) : forgetIpn ? null : (current?.ipnUrl ?? null),
    testCardNumbers:
      input.testCardNumbers ?? current?.testCardNumbers ?? DEMO_TEST_VALUES.testCardNumbers,
    testPhoneNumber:
      input.testPhoneNumber ?? current?.testPhoneNumber ?? DEMO_TEST_VALUES.testPhoneNumber,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    // What was checked must still be what is stored: a parallel save (another tab,
    // another admin) that changed the credentials or environment wins, this one stops.
    const [locked] = await tx
      .select()
      .from(pesapalConfig)
      .where(eq(pesapalConfig.id, 1))
      .for("update");
    const moved =
      (locked ?? null) !== null &&
      (current === null ||
        locked!.consumerKeyEncrypted !== current.consumerKeyEncrypted ||
        locked!.consumerSecretEncrypted !== current.consumerSecretEncrypted ||
        locked!.sandbox !== current.sandbox);
    if (moved) {
      throw new AppError(
        "conflict",
        "The Pesapal configuration was changed meanwhile (another tab or another admin), so nothing was saved. Reload the page and save again.",
      );
    }
    await tx
      .insert(pesapalConfig)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pesapalConfig.id, set: values });
    // What changed, never the values of the credentials.
    await audit(tx, adminId, "update", "pesapal_config", "1", {
      consumerKeyChanged: keyChanged,
      consumerSecretChanged: secretChanged,
      sandbox: values.sandbox,
      isActive: values.isActive,
      verified: mustVerify,
      ipnCleared: forgetIpn && Boolean(current?.ipnId) && !verifiedIpn,
    });
  });
  // Checked just now: bookings need not wait out an outage remembered before.
  if (mustVerify) resetPesapalOutage();
  return { ...(await getPesapalConfig(services)), verified: mustVerify };
}

/** Stores the IPN registration for the current environment and credentials. */
export async function storeIpn(db: Database, ipnId: string, ipnUrl: string): Promise<void> {
  await db
    .update(pesapalConfig)
    .set({ ipnId, ipnUrl, updatedAt: sql`now()` })
    .where(eq(pesapalConfig.id, 1));
}
