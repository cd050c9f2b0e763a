import { Users } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function NetworkPage() {
  return <ComingSoon title="Immortal Network" icon={Users} description="Connect with other users and chat with their Immortal AIs." />;
}
