import { serveService } from '@immortal/kit';
import { voiceService } from './app.js';

await serveService(voiceService);
