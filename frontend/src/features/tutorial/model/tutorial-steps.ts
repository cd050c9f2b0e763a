import { AudioLines, Bot, Image, MessageCircle, PenLine, Sparkles, Target, UserRound, type LucideIcon } from 'lucide-react';

export interface TutorialStep {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** an optional shortcut to try the feature now */
  action?: { label: string; to: string };
}

/** The eight steps of spec §2, in order. */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Immortal',
    description:
      'Immortal helps you craft your forever self: an AI that learns how you think, speak and remember. This short tour shows you where everything lives. It takes about a minute.',
    icon: Sparkles,
  },
  {
    id: 'capture-thoughts',
    title: 'Capture Your Thoughts',
    description:
      'Write down quotes, memories and deep reflections in your own words. Every entry you save teaches your Immortal AI a little more about who you are.',
    icon: PenLine,
    action: { label: 'Begin', to: '/capture' },
  },
  {
    id: 'ai-tools',
    title: 'Discover the AI Tools',
    description:
      'Train your voice, shape your visual style and play behaviour games. The AI Tools hub brings together everything that helps your AI sound and act like you.',
    icon: Bot,
    action: { label: 'Explore AI Tools', to: '/ai-tools' },
  },
  {
    id: 'music-personality',
    title: 'Your Music Personality',
    description:
      'The music you love says a lot about you. Search tracks, build playlists and let your AI pick up the energy and mood of your taste.',
    icon: AudioLines,
    action: { label: 'Explore Music', to: '/music' },
  },
  {
    id: 'media-visual',
    title: 'Photos and Visual Style',
    description:
      'Upload photos with a few words about them, or generate images from a prompt. Your visual choices become part of your personality profile.',
    icon: Image,
    action: { label: 'Upload Media', to: '/photography' },
  },
  {
    id: 'chat-ai',
    title: 'Chat with Your AI',
    description:
      'Talk to your Immortal AI by text or voice, and connect with friends to chat with theirs. Your corrections help it answer more like you.',
    icon: MessageCircle,
    action: { label: 'Start Chatting', to: '/chat' },
  },
  {
    id: 'identity-score',
    title: 'Your Identity Alignment Score',
    description:
      'The dashboard shows how closely your AI matches you, with personality, behaviour and voice sub-scores that grow as you add more of yourself.',
    icon: Target,
    action: { label: 'View Dashboard', to: '/dashboard' },
  },
  {
    id: 'avatar-generation',
    title: 'Create Your Avatar',
    description:
      'Finally, give your AI a face: three photos of you become a 3D avatar. You are all set to start building your forever self.',
    icon: UserRound,
    action: { label: 'Generate Avatar', to: '/ai-tools/avatar-generation' },
  },
];
