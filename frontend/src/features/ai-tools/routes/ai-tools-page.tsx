import { Bot } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function AiToolsPage() {
  return <ComingSoon title="AI Tools" icon={Bot} description="Music and voice, media and visual style, and behaviour training in one place." />;
}
