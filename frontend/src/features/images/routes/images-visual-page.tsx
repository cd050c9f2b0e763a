import { Image } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

export default function ImagesVisualPage() {
  return <ComingSoon title="Images & Visual" icon={Image} description="Upload photos, generate images and create your 3D avatar." />;
}
