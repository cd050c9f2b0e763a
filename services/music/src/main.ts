import { serveService } from '@immortal/kit';
import { musicService } from './app.js';

await serveService(musicService);
