// A parent process for the orphan test: starts a backing set, prints its URLs as one JSON line, idles.
import { startBackingServices } from '../backing.js';

const backing = await startBackingServices({ dataDir: process.argv[2]! });
console.log(JSON.stringify({ natsUrl: backing.natsUrl, mongoUrl: backing.mongoUrl, s3: backing.s3.endpoint }));
setInterval(() => undefined, 1 << 30);
