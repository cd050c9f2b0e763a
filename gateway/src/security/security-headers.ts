// helmet's headers with a CSP that lets the app work (blob/data media, WebSocket to the same host).
// Every directive is static, so helmet runs once per variant at start-up and each request only copies
// the resulting header list (ARCHITECTURE §10: the proxied path stays lean). Over plain HTTP there is
// no HSTS and no upgrade-insecure-requests (which would break a LAN deployment on http://).
import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export type HeaderList = ReadonlyArray<readonly [string, string]>;

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
};

function options(tls: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...CSP_DIRECTIVES, upgradeInsecureRequests: tls ? [] : null },
    },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Runs helmet against a recording response and returns the headers it sets. */
function record(opts: HelmetOptions): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown;
  helmet(opts)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return [...headers];
}

export interface SecurityHeaders {
  plain: HeaderList;
  tls: HeaderList;
  apply(res: ServerResponse, https: boolean): void;
}

export function createSecurityHeaders(): SecurityHeaders {
  const plain = record(options(false));
  const tls = record(options(true));
  return {
    plain,
    tls,
    apply(res, https) {
      const list = https ? tls : plain;
      for (let i = 0; i < list.length; i++) res.setHeader(list[i]![0], list[i]![1]);
    },
  };
}
