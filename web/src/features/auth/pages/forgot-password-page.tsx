import { type ForgotPasswordInput, forgotPasswordSchema } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, LoaderCircle, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout, TextLink } from '../components/auth-layout';
import { useI18n } from '@web/lib/i18n';

export function ForgotPasswordPage() {
  const { t, rich } = useI18n();
  useDocumentTitle(t('forgot.documentTitle'));
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) =>
        toast({
          title: t('forgot.failed'),
          description: apiErrorMessage(error, t('forgot.failedText')),
          variant: 'destructive',
        }),
    });
  });

  if (sentTo) {
    return (
      <AuthLayout
        icon={<MailCheck aria-hidden="true" />}
        title={t('forgot.sentTitle')}
        description={rich('forgot.sent', { email: sentTo, strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong> })}
      >
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-muted-foreground">
            {t('forgot.notReceived')}
          </p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              forgot.reset();
              setSentTo(null);
            }}
          >
            {t('forgot.tryAnother')}
          </Button>
          <Button asChild className="w-full">
            <Link href="/login">{t('auth.backToSignIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.intro')}
      footer={
        <TextLink href="/login" className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('auth.backToSignIn')}
        </TextLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label={t('auth.email')} error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending} aria-busy={forgot.isPending}>
          {forgot.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
