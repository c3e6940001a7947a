// The worker thread's first module, plain JavaScript: it teaches the thread TypeScript (tsx, as the server runs
// with) before importing the render itself. A `.ts` entry cannot be given to a worker on Node 20.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
