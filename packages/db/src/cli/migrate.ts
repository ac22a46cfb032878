import { migrateDatabase } from "../migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set: start the app once (it migrates the embedded database) or set it.");
  process.exit(2);
}
const { applied, total } = await migrateDatabase(url);
console.log(applied ? `applied ${applied} migration(s); ${total} in all` : `up to date (${total} migrations)`);
