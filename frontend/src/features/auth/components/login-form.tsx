import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody, type UserView } from '@immortal/proto/identity';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/**
 * Username and password, validated on submit and again on every change. `onSignedIn` runs after the
 * server accepted the credentials; the button keeps reading 'Signing in...' while it runs.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserView) => Promise<void> | void }) {
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let user: UserView;
    try {
      user = await loginMutation.mutateAsync(values);
    } catch {
      return; // shown in the alert below
    }
    await onSignedIn(user);
  });

  // stays pending after success: the page is about to reload
  const pending = isSubmitting || loginMutation.isPending || loginMutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {loginMutation.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{getErrorMessage(loginMutation.error) ?? LOGIN_FAILED}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="Enter your username" {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder="Enter your password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
