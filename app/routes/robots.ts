import { renderRobots } from "~/lib/feeds";
import { originOf } from "~/lib/render-context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(originOf(context)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
