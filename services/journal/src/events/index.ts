// Every event journal consumes, registered in one place.
import type { Infrastructure } from '@immortal/kit';
import type { EntriesService } from '../modules/entries/entries.service.js';
import { onUserDeleted } from './on-user-deleted.js';

export async function startConsumers(infra: Infrastructure, deps: { entries: EntriesService }): Promise<void> {
  await infra.consume({
    durable: 'journal-identity',
    stream: 'IDENTITY',
    handlers: { 'identity.user.deleted': onUserDeleted(deps.entries) },
  });
}
