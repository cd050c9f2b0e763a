// GET /api/export — every entry and the stats as a JSON file; saved as immortal-export.json.
import { EXPORT_FILE_NAME } from '@immortal/proto/journal';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadBlob } from '../lib/download-file';

export async function exportData(): Promise<void> {
  const res = await apiRequest('GET', '/api/export');
  const blob = await res.blob();
  downloadBlob(blob.type ? blob : new Blob([blob], { type: 'application/json' }), EXPORT_FILE_NAME);
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
