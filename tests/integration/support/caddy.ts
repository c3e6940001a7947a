import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/support/temporary-postgres";

const shippedCaddyfile = path.resolve(import.meta.dirname, "../../../deploy/Caddyfile");
const caddyBinary = "/usr/bin/caddy";

/** The upstream that answered, added to every response by the test's copy of the Caddyfile only. */
export const upstreamHeader = "x-test-upstream";

export interface VisitorRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the visitor connects from (127.0.0.1 unless given): one per simulated visitor. */
  from?: string;
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RunningCaddy {
  /** `https://localhost:<port>`: the site as visitors reach it. */
  readonly origin: string;
  /** The plain-HTTP port, which only redirects to HTTPS. */
  readonly httpPort: number;
  /** Caddy's local certificate authority, which signed the site's certificate. */
  readonly rootCertificate: string;
  /** A request over HTTPS to the site, trusting only Caddy's certificate authority; a new connection each time. */
  request(urlPath: string, options?: VisitorRequest): Promise<ProxiedResponse>;
  /** What Caddy wrote to the site's access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, target: string, replacement: string): string {
  const count = text.split(target).length - 1;
  if (count !== 1) throw new Error(`deploy/Caddyfile should contain "${target}" once, found ${count} times`);
  return text.replace(target, replacement);
}

/**
 * The shipped Caddyfile, changed only where a test machine must differ: loopback ports,
 * Caddy's own certificate authority instead of Let's Encrypt, these upstreams, a temporary
 * access log, and a header naming the upstream that answered.
 */
export function caddyfileForTest(options: {
  httpsPort: number;
  httpPort: number;
  upstreams: string[];
  accessLogPath: string;
}): string {
  let text = readFileSync(shippedCaddyfile, "utf8");
  text = replaceOnce(
    text,
    "\n{\n",
    `\n{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${options.httpPort}\n\thttps_port ${options.httpsPort}\n`,
  );
  text = replaceOnce(text, "\nwww.example.co.uk {", "\nlocalhost {");
  text = replaceOnce(
    text,
    "reverse_proxy 127.0.0.1:3000 {",
    `reverse_proxy ${options.upstreams.join(" ")} {\n\t\theader_down ${upstreamHeader} {http.reverse_proxy.upstream.hostport}`,
  );
  return replaceOnce(text, "/var/log/caddy/next-move-strategy-access.log", options.accessLogPath);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function httpsRequest(port: number, ca: string, urlPath: string, options: VisitorRequest = {}): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        path: urlPath,
        ca,
        agent: false,
        localAddress: options.from,
        method: options.method ?? "GET",
        headers: { host: `localhost:${port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const answers = (port: number, ca: string) =>
  httpsRequest(port, ca, "/healthz").then(
    () => true,
    () => false,
  );

/**
 * Runs Debian's caddy with the shipped Caddyfile (see caddyfileForTest) in front of `upstreams`,
 * its data (certificate authority included) in a temporary folder; resolves once HTTPS answers.
 */
export async function startCaddy(upstreams: string[], httpsPort: number): Promise<RunningCaddy> {
  if (!existsSync(caddyBinary)) {
    throw new Error(
      "Debian's caddy is not installed: `apt-get install caddy` (.ci/run installs it). The HTTPS proxy test runs the real thing.",
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "caddy-test-"));
  const httpPort = await freePort();
  const accessLogPath = path.join(folder, "access.log");
  const configPath = path.join(folder, "Caddyfile");
  writeFileSync(configPath, caddyfileForTest({ httpsPort, httpPort, upstreams, accessLogPath }));
  const child = spawn(caddyBinary, ["run", "--config", configPath, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH, HOME: folder, XDG_DATA_HOME: path.join(folder, "data"), XDG_CONFIG_HOME: folder },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const rootPath = path.join(folder, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  while (!(existsSync(rootPath) && (await answers(httpsPort, readFileSync(rootPath, "utf8"))))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited(child);
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`Caddy did not start:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rootCertificate = readFileSync(rootPath, "utf8");
  return {
    origin: `https://localhost:${httpsPort}`,
    httpPort,
    rootCertificate,
    request: (urlPath, options) => httpsRequest(httpsPort, rootCertificate, urlPath, options),
    accessLog: () => (existsSync(accessLogPath) ? readFileSync(accessLogPath, "utf8") : ""),
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
