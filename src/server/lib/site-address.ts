/**
 * The studio's own address: the only base of the absolute links the server makes (password
 * reset, family sign-in, calendar feed, messages), never the request's Host header, which the
 * client writes (docs/decisions/061). PUBLIC_URL when it is set; else, for a server that
 * listens only on this machine, the address it listens on, the one way to reach it; else none,
 * and a link is refused with site.address_missing. A domain chosen at setup will be read here.
 */
import { AppError } from '../app-error.ts';
import type { Config } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export type SiteAddressSource = Pick<Config, 'publicUrl' | 'host' | 'port'>;

export function siteAddress(config: SiteAddressSource): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  if (!LOOPBACK_HOSTS.has(config.host)) return undefined;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** The address for a link about to be made, or a 409 that says to set PUBLIC_URL. */
export function requireSiteAddress(config: SiteAddressSource): string {
  const address = siteAddress(config);
  if (!address) throw new AppError('site.address_missing', 409);
  return address;
}
