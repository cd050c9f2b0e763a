// identity: users, sessions, tutorial progress. createApp builds everything but never listens, so tests
// run it on port 0 against real backing services.
import { buildService, type Logger, type ServiceDefinition } from '@immortal/kit';
import { identityConfigSchema, type IdentityConfig } from './config.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { ensureDemoAccount } from './modules/auth/demo-account.js';
import { LoginLimiter } from './modules/auth/login-limiter.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { TutorialService } from './modules/tutorial/tutorial.service.js';
import { tutorialRoutes } from './modules/tutorial/tutorial.routes.js';
import { User } from './modules/users/user.model.js';
import { UsersService } from './modules/users/users.service.js';
import { answerSessionLookups } from './rpc/session-lookup.js';

export const identityService: ServiceDefinition<IdentityConfig, { sessions: SessionsService }> = {
  service: 'identity',
  configSchema: identityConfigSchema,
  streams: ['IDENTITY'],
  async setup({ config, infra }) {
    await User.init(); // unique indexes exist before the first registration
    const relay = infra.relay([{ model: User, onDrained: UsersService.purgeTombstones }]);
    const sessions = new SessionsService(infra.bus, config.SESSION_IDLE_MINUTES * 60_000, config.SESSION_ABSOLUTE_HOURS * 3_600_000);
    const limiter = new LoginLimiter({
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    });
    const users = new UsersService(sessions, limiter, () => relay);
    answerSessionLookups(infra.bus, sessions);
    if (config.DEMO_MODE) await ensureDemoAccount(relay);
    const purge = setInterval(() => void sessions.purgeExpired().catch(() => undefined), 10 * 60_000).unref();
    return {
      routers: [authRoutes({ users, sessions, demoMode: config.DEMO_MODE, relay: () => relay }), tutorialRoutes(new TutorialService())],
      extras: { sessions },
      close: async () => clearInterval(purge),
    };
  },
};

export const createApp = (env: Record<string, string | undefined> = process.env, logger?: Logger) =>
  buildService(identityService, env, logger);
