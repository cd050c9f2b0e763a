// Route-level code splitting: each screen is its own chunk, loaded the first time it is visited.
import { lazy } from 'react';

export const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
export const RegisterPage = lazy(() => import('@/features/auth/routes/register-page'));
export const TutorialPage = lazy(() => import('@/features/tutorial/routes/tutorial-page'));
export const DashboardPage = lazy(() => import('@/features/dashboard/routes/dashboard-page'));
export const CapturePage = lazy(() => import('@/features/capture/routes/capture-page'));
export const LibraryPage = lazy(() => import('@/features/library/routes/library-page'));
export const AiToolsPage = lazy(() => import('@/features/ai-tools/routes/ai-tools-page'));
export const VoiceTrainingPage = lazy(() => import('@/features/voice/routes/voice-training-page'));
export const ImagesVisualPage = lazy(() => import('@/features/images/routes/images-visual-page'));
export const MusicPage = lazy(() => import('@/features/music/routes/music-page'));
export const AppleMusicSetupPage = lazy(() => import('@/features/music/routes/apple-music-setup-page'));
export const BehaviorTrainingPage = lazy(() => import('@/features/behavior/routes/behavior-training-page'));
export const NetworkPage = lazy(() => import('@/features/network/routes/network-page'));
export const InsightsPage = lazy(() => import('@/features/insights/routes/insights-page'));
export const PrivacyPage = lazy(() => import('@/features/privacy/routes/privacy-page'));
export const NotFoundPage = lazy(() => import('./not-found-page'));
