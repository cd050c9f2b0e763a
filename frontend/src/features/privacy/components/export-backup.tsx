import { EXPORT_FILE_NAME } from '@immortal/proto/journal';
import { format, formatDistanceToNow } from 'date-fns';
import { AlertCircle, CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useExportData } from '../api/export-data';
import { readLastExport, writeLastExport } from '../lib/last-export';

export const EXPORT_COMPLETE_TOAST = { title: 'Export Complete', description: `Your data was downloaded as ${EXPORT_FILE_NAME}.` } as const;
export const EXPORT_FAILED_TOAST = { title: 'Export Failed', description: 'There was an error exporting your data. Please try again.' } as const;
export const NO_EXPORT_YET = 'No export yet';

/**
 * Export Data downloads everything as one JSON file; that file is also the backup (there is no
 * separate server-side backup to pretend about). States: idle, exporting, done, failed.
 */
export function ExportBackup({ userId }: { userId: string }) {
  const exportData = useExportData();
  const [lastExport, setLastExport] = useState<Date | null>(() => readLastExport(userId));

  const run = () =>
    exportData.mutate(undefined, {
      onSuccess: () => {
        const now = new Date();
        writeLastExport(userId, now);
        setLastExport(now);
        toast(EXPORT_COMPLETE_TOAST);
      },
      onError: () => toast({ variant: 'destructive', ...EXPORT_FAILED_TOAST }),
    });

  return (
    <Card>
      <CardHeader className="p-5 sm:p-6">
        <CardTitle>Export &amp; Backup</CardTitle>
        <CardDescription>
          Download everything you have captured, with your stats, as one JSON file ({EXPORT_FILE_NAME}). Keep it as your backup, or take it
          anywhere.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0 grid gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <Button onClick={run} disabled={exportData.isPending}>
            {exportData.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
            {exportData.isPending ? 'Exporting...' : 'Export Data'}
          </Button>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">Last export from this browser: </span>
            {lastExport ? (
              <time dateTime={lastExport.toISOString()} title={format(lastExport, 'MMM d, yyyy, h:mm a')}>
                {format(lastExport, 'MMM d, yyyy, h:mm a')} ({formatDistanceToNow(lastExport, { addSuffix: true })})
              </time>
            ) : (
              <span>{NO_EXPORT_YET}</span>
            )}
          </p>
        </div>
        <div aria-live="polite">
          {exportData.isSuccess ? (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Done: {EXPORT_FILE_NAME} is in your downloads.
            </p>
          ) : exportData.isError ? (
            <p className="flex items-center gap-2 text-sm font-medium text-red-700">
              <AlertCircle aria-hidden="true" className="size-4" />
              The export did not complete. Check your connection and try again.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
