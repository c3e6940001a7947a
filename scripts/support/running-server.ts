import type { ServerEnv } from "../../server/env";
import { readOperatorKey } from "../../server/sign-in/operator-key";

/**
 * Asks the server running on this data folder (HOST and PORT) for an operator's `path` under /admin/api, presenting
 * the operator key it wrote there: with the embedded database only that server may open the folder.
 */
export async function askRunningServer(env: ServerEnv, apiPath: string, body: unknown): Promise<Response> {
  const origin = `http://${env.HOST}:${env.PORT}`;
  try {
    return await fetch(`${origin}/admin/api/${apiPath}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${readOperatorKey(env.DATA_DIR)}`, Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`The data folder is in use, but no server answered at ${origin}: is PORT right?`);
  }
}
