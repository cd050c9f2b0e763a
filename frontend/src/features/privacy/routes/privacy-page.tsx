import { ShieldCheck } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function PrivacyPage() {
  return <ComingSoon title="Privacy & Security" icon={ShieldCheck} description="Your security status, your data, and how to export or delete it." />;
}
