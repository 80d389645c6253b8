import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema files. The SQL is
// committed and must run on PostgreSQL 15 as well as on PGlite (PostgreSQL 18).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
