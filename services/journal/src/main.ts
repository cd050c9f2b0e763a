import { serveService } from '@immortal/kit';
import { journalService } from './app.js';

await serveService(journalService);
