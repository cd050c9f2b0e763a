import { serveService } from '@immortal/kit';
import { alignmentService } from './app.js';

await serveService(alignmentService);
