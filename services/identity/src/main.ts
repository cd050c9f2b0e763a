import { serveService } from '@immortal/kit';
import { identityService } from './app.js';

await serveService(identityService);
