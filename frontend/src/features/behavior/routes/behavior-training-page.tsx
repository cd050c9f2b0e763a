import { Swords } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function BehaviorTrainingPage() {
  return <ComingSoon title="Daily Forge" icon={Swords} description="Dilemmas and word games that teach your AI how you choose." />;
}
