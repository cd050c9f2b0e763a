import { Link, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { useFinishSignIn } from '../lib/use-finish-sign-in';

export default function RegisterPage() {
  usePageTitle('Create account');
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="gap-2 pb-4 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Create Your Account</h1>
          <p className="text-sm leading-relaxed text-slate-600">Start building the AI version of yourself.</p>
        </CardHeader>
        <CardContent>
          <RegisterForm onRegistered={(user) => finish('register', user, params)} />
        </CardContent>
        <CardFooter className="justify-center border-t border-slate-100 pt-5 text-sm text-slate-600">
          <p>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
              Sign in here
            </Link>
          </p>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
