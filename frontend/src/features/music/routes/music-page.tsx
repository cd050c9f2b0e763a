import { AudioLines } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function MusicPage() {
  return <ComingSoon title="Music & Voice" icon={AudioLines} description="Search music, build playlists and train your voice." />;
}
