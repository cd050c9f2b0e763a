import { Link, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, TAGLINE } from '../components/auth-layout';
import { DemoSignIn } from '../components/demo-sign-in';
import { LoginForm } from '../components/login-form';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

export default function LoginPage() {
  usePageTitle(null);
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="gap-2 pb-4 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Welcome to Immortal</h1>
          <p className="text-sm leading-relaxed text-slate-600">{TAGLINE}</p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <LoginForm onSignedIn={(user) => finish('login', user, params)} />
          <DemoSignIn onSignedIn={(user) => finish('login', user, params)} />
        </CardContent>
        <CardFooter className="justify-center border-t border-slate-100 pt-5 text-sm text-slate-600">
          <p>
            Don&apos;t have an account?{' '}
            <Link to="/register" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
              Create one here
            </Link>
          </p>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
