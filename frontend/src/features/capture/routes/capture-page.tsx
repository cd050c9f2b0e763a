import { PenLine } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function CapturePage() {
  return <ComingSoon title="Capture" icon={PenLine} description="Write down your thoughts, memories and reflections to train your Immortal AI." />;
}
