import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows shaped like entries while they load; announced once as a status. */
export function EntryRowsSkeleton({ rows = 3, label = 'Loading entries' }: { rows?: number; label?: string }) {
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">{label}...</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-2.5 py-4 first:pt-0">
          <div className="flex items-center gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-4 w-20" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
