/**
 * Provider secrets (Pesapal consumer key and secret, eZee API key) at rest.
 * AES-256-GCM with a key derived from APP_SECRET by HKDF-SHA256, a fresh 96-bit
 * nonce per value, and the purpose bound in as associated data, so a ciphertext
 * copied from one column to another does not decrypt. Stored form:
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url). The plain value never leaves the
 * server: screens get `maskSecret()` (is it set, and its last four characters).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(
      hkdfSync("sha256", appSecret, "pwani-bay/secrets", "provider-secrets v1", 32),
    );
    keys.set(appSecret, key);
  }
  return key;
}

/** Encrypts `plain` for one purpose (e.g. "pesapal.consumerKey"). */
export function encryptSecret(appSecret: string, purpose: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(appSecret), nonce);
  cipher.setAAD(Buffer.from(purpose, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Decrypts a stored value; throws when it was tampered with or belongs elsewhere. */
export function decryptSecret(appSecret: string, purpose: string, stored: string): string {
  const [version, nonce, tag, body] = stored.split(".");
  if (version !== VERSION || !nonce || !tag || body === undefined) {
    throw new Error("Unreadable stored secret");
  }
  const decipher = createDecipheriv(
    "aes-256-gcm",
    keyFor(appSecret),
    Buffer.from(nonce, "base64url"),
  );
  decipher.setAAD(Buffer.from(purpose, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

/** What a form may show about a stored secret: whether it is set and its last four characters. */
export interface MaskedSecret {
  isSet: boolean;
  last4: string | null;
}

export function maskSecret(
  appSecret: string,
  purpose: string,
  stored: string | null,
): MaskedSecret {
  if (!stored) return { isSet: false, last4: null };
  try {
    const plain = decryptSecret(appSecret, purpose, stored);
    return { isSet: true, last4: plain.length > 4 ? plain.slice(-4) : null };
  } catch {
    // Encrypted under another APP_SECRET: present but unusable; staff must enter it again.
    return { isSet: true, last4: null };
  }
}
