// Who owns which API path (ARCHITECTURE §2), as data. First match wins, so more specific prefixes come
// first. Matching is by path segment (`/api/user` matches `/api/user` and `/api/user/x`, never
// `/api/users`), except prefixes the architecture writes with a trailing `*` (`/api/generate-avatar*`
// also owns `/api/generate-avatar-sdk-3d-avatar`), which match any continuation.

export const SERVICES = ['identity', 'journal', 'alignment', 'music', 'voice', 'media', 'behavior', 'network-chat'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The environment variable holding each service's base URL. */
export const SERVICE_URL_VARS = {
  identity: 'IDENTITY_URL',
  journal: 'JOURNAL_URL',
  alignment: 'ALIGNMENT_URL',
  music: 'MUSIC_URL',
  voice: 'VOICE_URL',
  media: 'MEDIA_URL',
  behavior: 'BEHAVIOR_URL',
  'network-chat': 'NETWORK_CHAT_URL',
} as const satisfies Record<ServiceName, string>;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** uploads of recordings, transcription and image generation take longer */
export const SLOW_TIMEOUT_MS = 120_000;

export interface Route {
  prefix: string;
  service: ServiceName;
  /** `segment`: the prefix is a whole path (or followed by `/`); `any`: any continuation matches */
  match: 'segment' | 'any';
  /** how long the upstream may take to answer */
  timeoutMs: number;
}

type RouteSpec = [prefix: string, service: ServiceName, opts?: { any?: boolean; slow?: boolean }];

const SPEC: RouteSpec[] = [
  // voice owns this one path inside network-chat's prefix: it must come before /api/network
  ['/api/network/text-to-speech', 'voice'],

  ['/api/user', 'identity'],
  ['/api/login', 'identity'],
  ['/api/register', 'identity'],
  ['/api/logout', 'identity'],
  ['/api/tutorial-progress', 'identity'],
  ['/api/auth', 'identity'],

  ['/api/entries', 'journal'],
  ['/api/stats', 'journal'],
  ['/api/search', 'journal'],
  ['/api/export', 'journal'],

  ['/api/identity-alignment', 'alignment'],
  ['/api/personality', 'alignment'],
  ['/api/insights', 'alignment'],

  ['/api/music', 'music'],
  ['/api/playlists', 'music', { any: true }],
  ['/api/apple-music', 'music'],

  ['/api/voice-training', 'voice', { any: true, slow: true }],
  ['/api/voice', 'voice'],
  ['/api/text-to-speech', 'voice'],
  ['/api/transcribe', 'voice', { slow: true }],

  ['/api/save-photo-thought', 'media'],
  ['/api/generate-image', 'media', { slow: true }],
  ['/api/save-generated-image', 'media'],
  ['/api/generate-avatar', 'media', { any: true, slow: true }],
  ['/api/install-blender-suite', 'media'],
  ['/api/facebuilder', 'media', { any: true }],
  ['/api/media', 'media'],

  ['/api/behavior', 'behavior'],
  ['/api/word-association', 'behavior'],

  ['/api/network', 'network-chat'],
  ['/api/chat', 'network-chat'],
  ['/api/conversations', 'network-chat'],
  ['/api/quality-training', 'network-chat'],
  ['/api/daily-prompt', 'network-chat'],
  // socket.io: HTTP long-polling and the WebSocket upgrade
  ['/socket.io', 'network-chat'],
];

export const ROUTES: readonly Route[] = Object.freeze(
  SPEC.map(([prefix, service, opts]) =>
    Object.freeze({
      prefix,
      service,
      match: opts?.any ? 'any' : 'segment',
      timeoutMs: opts?.slow ? SLOW_TIMEOUT_MS : DEFAULT_TIMEOUT_MS,
    } satisfies Route),
  ),
);

function matches(route: Route, path: string): boolean {
  if (!path.startsWith(route.prefix)) return false;
  if (route.match === 'any' || path.length === route.prefix.length) return true;
  return path.charCodeAt(route.prefix.length) === 47; // '/'
}

/** The route owning a request path (no query string), or null. */
export function routeFor(path: string): Route | null {
  for (const route of ROUTES) if (matches(route, path)) return route;
  return null;
}

/** Paths the gateway proxies at all (everything else is the gateway's own or the SPA). */
export function isProxiedPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path === '/socket.io' || path.startsWith('/socket.io/');
}

/** Requests that need no session: signing in and out, and what the sign-in screen may offer. */
const PUBLIC = new Set(['POST /api/login', 'POST /api/login/demo', 'POST /api/register', 'POST /api/logout', 'GET /api/auth/options', 'HEAD /api/auth/options']);

export function isPublicRoute(method: string, path: string): boolean {
  return PUBLIC.has(`${method} ${path}`);
}
