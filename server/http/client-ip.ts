import { isIPv6 } from "node:net";
import type { Context } from "hono";

/** Drops a port (`1.2.3.4:80`, `[::1]:443`) and a zone (`fe80::1%eth0`) from an address as written. */
function bareAddress(text: string): string {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  const withPort = /^([\d.]+):\d{1,5}$/.exec(trimmed);
  const address = bracketed?.[1] ?? withPort?.[1] ?? trimmed;
  return address.replace(/%[\w.-]*$/, "");
}

/** Four decimal parts of 0–255, zero padding allowed: `010.001.002.003` is 10.1.2.3. */
function canonicalIpv4(text: string): string | undefined {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return undefined;
  const parts = text.split(".").map(Number);
  return parts.every((part) => part <= 255) ? parts.join(".") : undefined;
}

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail included. */
function ipv6Groups(text: string): number[] {
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  let hex = text;
  if (ipv4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Tail.split(".").map(Number);
    hex = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = hex.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * One key per visitor, whatever the spelling: IPv4 in plain decimal (an IPv4-mapped IPv6
 * address is its IPv4), IPv6 by its /64 network, the block one household or server is given.
 * Undefined when the text is not an IP address.
 */
export function canonicalClientKey(text: string): string | undefined {
  const address = bareAddress(text);
  const ipv4 = canonicalIpv4(address);
  if (ipv4) return ipv4;
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The visitor's address as the rate limiter keys it. With `trustedHops` proxies in front
 * (TRUST_PROXY), the address is the X-Forwarded-For entry that many places from the right:
 * the one the outermost trusted proxy appended. Entries to its left are whatever the client
 * sent and are ignored. Anything that is not an IP address falls back to the socket's address.
 */
export function clientIpFrom(trustedHops: number | boolean) {
  const hops = Number(trustedHops);
  return (c: Context): string => {
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    const socketAddress = incoming?.socket?.remoteAddress ?? "";
    const socketKey = canonicalClientKey(socketAddress) ?? (socketAddress || "unknown");
    if (hops <= 0) return socketKey;
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",").filter((entry) => entry.trim() !== "");
    const appendedByTrustedProxy = entries[Math.max(0, entries.length - hops)];
    return (appendedByTrustedProxy && canonicalClientKey(appendedByTrustedProxy)) || socketKey;
  };
}
