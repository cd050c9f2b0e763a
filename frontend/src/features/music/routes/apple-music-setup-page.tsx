import { KeyRound } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function AppleMusicSetupPage() {
  return <ComingSoon title="Apple Music Setup" icon={KeyRound} description="Generate and validate a music developer token." />;
}
