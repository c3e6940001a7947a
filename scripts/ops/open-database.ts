import { parseServerEnv } from "../../server/env";
import { DataDirInUseError } from "../../server/storage/data-dir-lock";
import { type Database, openDatabase } from "../../server/storage/db";

/** The database the server uses, or a clear message when the embedded one is open in a running server. */
export async function openServerDatabase(): Promise<Database> {
  const env = parseServerEnv(process.env);
  return openDatabase(env).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}\nThe embedded database can be used by one program at a time: stop the server, run this, then start it again.`,
      );
      process.exit(1);
    }
    throw error;
  });
}
