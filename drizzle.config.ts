import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from server/db/schema.ts; the server applies
// them itself at start (server/db/migrate.ts), on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
});
