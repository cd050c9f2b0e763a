import { ChartLine } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function InsightsPage() {
  return <ComingSoon title="Insights" icon={ChartLine} description="See how your writing and habits grow over time." />;
}
