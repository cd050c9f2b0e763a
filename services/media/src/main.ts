import { serveService } from '@immortal/kit';
import { mediaService } from './app.js';

await serveService(mediaService);
