/**
 * npm run check:launch — lists every content value still marked as a sample (the coach's
 * name, e-mail, address, booking, checkout, quiz and download links, LinkedIn posts) in
 * app/content/site.ts and app/content/resources.ts.
 *
 * With PUBLIC_ORIGIN set to an https:// address (a production build) it exits 1 while any
 * sample remains, so invented links cannot go live unnoticed; otherwise it only lists them.
 */
import { parsePublicEnv } from "../../app/lib/public-env";
import { launchCheck } from "../support/launch-check";

const { PUBLIC_ORIGIN } = parsePublicEnv(process.env);
const result = launchCheck(PUBLIC_ORIGIN);
for (const line of result.lines) console.log(line);
process.exitCode = result.passes ? 0 : 1;
