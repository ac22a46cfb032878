import { migrateDatabase } from "../migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set: start the app once (it migrates the embedded database) or set it.");
  process.exit(2);
}
await migrateDatabase(url);
console.log("migrations applied");
