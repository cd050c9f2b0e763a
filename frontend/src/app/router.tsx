import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import * as Pages from './routes/lazy-pages';
import { RedirectToDashboard } from './routes/redirect-to-dashboard';
import { AppShell } from './shell/app-shell';

/** Signed-in screens; several paths share one screen (spec §2). */
const signedInRoutes: ReadonlyArray<readonly [path: string, Page: ComponentType]> = [
  ['/tutorial', Pages.TutorialPage],
  ['/', Pages.DashboardPage],
  ['/dashboard', Pages.DashboardPage],
  ['/capture', Pages.CapturePage],
  ['/collect', Pages.CapturePage],
  ['/search', Pages.LibraryPage],
  ['/ai-tools', Pages.AiToolsPage],
  ['/ai-tools/voice-training', Pages.VoiceTrainingPage],
  ['/voice-training', Pages.VoiceTrainingPage],
  ['/ai-tools/avatar-generation', Pages.ImagesVisualPage],
  ['/images-visual', Pages.ImagesVisualPage],
  ['/ai-tools/images-visual', Pages.ImagesVisualPage],
  ['/photography', Pages.ImagesVisualPage],
  ['/music', Pages.MusicPage],
  ['/music-audio', Pages.MusicPage],
  ['/apple-music-setup', Pages.AppleMusicSetupPage],
  ['/behavior-training', Pages.BehaviorTrainingPage],
  ['/chat', Pages.NetworkPage],
  ['/network', Pages.NetworkPage],
  ['/insights', Pages.InsightsPage],
  ['/privacy', Pages.PrivacyPage],
];

export function FullScreenLoader() {
  return <Spinner className="min-h-dvh" />;
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<RedirectToDashboard />} />
      <Route path="/register" element={<RedirectToDashboard />} />
      <Route element={<AppShell />}>
        {signedInRoutes.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Pages.NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        <Route path="/register" element={<Pages.RegisterPage />} />
        {/* /login (with ?skip=true or ?redirect=) and every other path show the login screen */}
        <Route path="*" element={<Pages.LoginPage />} />
      </Routes>
    </Suspense>
  );
}

/** Waits for GET /api/user, then offers the signed-in or the signed-out routes. */
export function AppRoutes() {
  const user = useUser();
  if (user.isPending) return <FullScreenLoader />;
  return user.data && !user.isError ? <SignedInRoutes /> : <SignedOutRoutes />;
}
