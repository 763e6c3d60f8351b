/**
 * The Pesapal configuration (one row): credentials encrypted at rest, environment,
 * active flag, the registered IPN, and the values the admin Testing tab shows.
 * Screens and API responses get `PesapalConfigDto`, in which a credential is only
 * "set" plus its last four characters.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "../../../core/zod";
import type { AppServices } from "../../context";
import type { Database } from "../../db/client";
import { pesapalConfig } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { audit } from "../auth/admins";
import { decryptSecret, encryptSecret, type MaskedSecret, maskSecret } from "../secrets";
import type { PesapalCredentials, PesapalEnvironment } from "./client";

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
    testCardNumbers: row?.testCardNumbers ?? "",
    testPhoneNumber: row?.testPhoneNumber ?? "",
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
 * the stored one; both are required when none is stored (spec 001 section 5).
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

export async function savePesapalConfig(
  services: Pick<AppServices, "db" | "env">,
  input: PesapalConfigInput,
  adminId: number,
): Promise<PesapalConfigDto> {
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
  // An ipn_id belongs to one merchant account in one environment (notes §5, §12).
  const forgetIpn = keyChanged || secretChanged || environmentChanged;

  const values = {
    consumerKeyEncrypted: input.consumerKey
      ? encryptSecret(env.appSecret, KEY_PURPOSE, input.consumerKey)
      : (current?.consumerKeyEncrypted ?? null),
    consumerSecretEncrypted: input.consumerSecret
      ? encryptSecret(env.appSecret, SECRET_PURPOSE, input.consumerSecret)
      : (current?.consumerSecretEncrypted ?? null),
    sandbox: input.sandbox,
    isActive: input.isActive ?? current?.isActive ?? false,
    ipnId: forgetIpn ? null : (current?.ipnId ?? null),
    ipnUrl: forgetIpn ? null : (current?.ipnUrl ?? null),
    testCardNumbers: input.testCardNumbers ?? current?.testCardNumbers ?? "",
    testPhoneNumber: input.testPhoneNumber ?? current?.testPhoneNumber ?? "",
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
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
      ipnCleared: forgetIpn && Boolean(current?.ipnId),
    });
  });
  return getPesapalConfig(services);
}

/** Stores the IPN registration for the current environment and credentials. */
export async function storeIpn(db: Database, ipnId: string, ipnUrl: string): Promise<void> {
  await db
    .update(pesapalConfig)
    .set({ ipnId, ipnUrl, updatedAt: sql`now()` })
    .where(eq(pesapalConfig.id, 1));
}
