import { zodResolver } from '@hookform/resolvers/zod';
import { registerForm, type RegisterForm as RegisterValues, type UserView } from '@immortal/proto/identity';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** The six registration fields; the confirmation is checked here and never sent. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: UserView) => Promise<void> | void }) {
  const registerMutation = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    let user: UserView;
    try {
      user = await registerMutation.mutateAsync(body);
    } catch {
      return; // shown in the alert below
    }
    await onRegistered(user);
  });

  // stays pending after success: the page is about to reload
  const pending = isSubmitting || registerMutation.isPending || registerMutation.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {registerMutation.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{getErrorMessage(registerMutation.error) ?? REGISTRATION_FAILED}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="Choose a username" {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" placeholder="At least 6 characters" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput revealLabel="confirm password" autoComplete="new-password" placeholder="Repeat your password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
