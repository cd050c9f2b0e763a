import { serveService } from '@immortal/kit';
import { networkChatService } from './app.js';

await serveService(networkChatService);
