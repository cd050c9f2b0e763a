import { Library } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function LibraryPage() {
  return <ComingSoon title="Library" icon={Library} description="Browse and search everything you have saved." />;
}
