import { serveService } from '@immortal/kit';
import { behaviorService } from './app.js';

await serveService(behaviorService);
