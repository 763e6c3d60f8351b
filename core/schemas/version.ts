/**
 * Admin edits carry the version of the row they loaded; the server refuses a save
 * from an older version (409 "stale") instead of silently undoing someone's change.
 */
import { z } from "../zod";
import { MAX_ID } from "./text";

export const STALE_MESSAGE = "Changed by someone else since you opened it";

const message = "version must be the positive whole number the form loaded";

/** The loaded version: a number (JSON) or the text of a hidden form field. */
export const versionField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ message }).int(message).positive(message).max(MAX_ID, message),
);

export const VersionSchema = z.object({ version: versionField });
