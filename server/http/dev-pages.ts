import { Option } from "effect"

/**
 * Whether a client address is this machine's own: 127.0.0.0/8 or ::1, also written as an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, how a server listening on `::` sees IPv4 clients).
 */
export const isLoopbackAddress = (address: string): boolean => {
  const plain = address.trim().toLowerCase().replace(/^::ffff:/, "")
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain)
}

/** Whether a listening address (HOST) lets only this machine connect. */
export const isLoopbackHost = (host: string): boolean => host.trim().toLowerCase() === "localhost" || isLoopbackAddress(host)

/**
 * ADR 018: development pages (/dev/...) are served only in development and only to a client on
 * this machine. The address is the TCP peer's: X-Forwarded-For is anyone's to write, so it is never
 * read here, and a proxy on this machine is not a reason to trust what it forwards.
 */
export const servesDevPages = (production: boolean, remoteAddress: Option.Option<string>): boolean =>
  !production && Option.exists(remoteAddress, isLoopbackAddress)
