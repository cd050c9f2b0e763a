import { Mic } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function VoiceTrainingPage() {
  return <ComingSoon title="Voice Training" icon={Mic} description="Record short texts so your Immortal AI can speak in your voice." />;
}
