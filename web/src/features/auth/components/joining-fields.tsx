import type { RegisterInput } from '@common/auth';
import type { InvitationCheck, PublicJoining } from '@common/joining';
import { JOIN_ANSWER_MAX_LENGTH } from '@common/joining-constants';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { Textarea } from '@web/components/ui/textarea';
import { useI18n } from '@web/lib/i18n';
import { Hourglass, MailPlus, ShieldAlert } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/** The parts of the register form that who-may-join adds (decision 0024). */

interface FieldsProps {
  joining: PublicJoining;
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
  /** The code came in the link: shown read-only, not typed. */
  codeFromLink: boolean;
}

/** Above the form: what this mode means for the person about to register. */
export function JoiningNotice({ joining, invitation }: { joining: PublicJoining; invitation: InvitationCheck | undefined }) {
  const { t, error: serverText } = useI18n();
  if (invitation?.valid) {
    return (
      <Notice tone="success" role="status">
        <MailPlus aria-hidden="true" />
        <p>{invitation.inviterName ? t('auth.joining.invitedBy', { name: invitation.inviterName }) : t('auth.joining.invited')}</p>
      </Notice>
    );
  }
  if (invitation && !invitation.valid) {
    return (
      <Notice tone="danger" role="alert">
        <ShieldAlert aria-hidden="true" />
        <p>{serverText(invitation.message ?? '')}</p>
      </Notice>
    );
  }
  if (joining.mode === 'invite-only') {
    return (
      <Notice tone="info">
        <MailPlus aria-hidden="true" />
        <p>{t('auth.joining.inviteOnly')}</p>
      </Notice>
    );
  }
  if (joining.mode === 'approval') {
    return (
      <Notice tone="info">
        <Hourglass aria-hidden="true" />
        <p>{t('auth.joining.approval')}</p>
      </Notice>
    );
  }
  return null;
}

const termsLinkClass =
  'rounded-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function JoiningFields({ joining, register, errors, codeFromLink }: FieldsProps) {
  const { t, rich } = useI18n();
  return (
    <>
      {joining.mode === 'invite-only' || codeFromLink ? (
        <FormField id="register-invitation" label={t('auth.joining.invitationCode')} error={errors.invitationCode?.message}>
          <Input autoComplete="off" readOnly={codeFromLink} {...register('invitationCode')} />
        </FormField>
      ) : null}
      {joining.mode === 'approval' && joining.joinQuestion && !codeFromLink ? (
        <FormField id="register-join-answer" label={joining.joinQuestion} error={errors.joinAnswer?.message}>
          <Textarea rows={3} maxLength={JOIN_ANSWER_MAX_LENGTH} {...register('joinAnswer')} />
        </FormField>
      ) : null}
      {joining.requireTerms ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              id="register-accept-terms"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-accept-terms-error' : undefined}
              {...register('acceptTerms')}
            />
            <label htmlFor="register-accept-terms" className="text-sm leading-snug">
              {rich('auth.joining.acceptTerms', {
                terms: (chunks) => (
                  <a href="/terms" target="_blank" rel="noreferrer" className={termsLinkClass}>
                    {chunks}
                  </a>
                ),
                conduct: (chunks) => (
                  <a href="/code-of-conduct" target="_blank" rel="noreferrer" className={termsLinkClass}>
                    {chunks}
                  </a>
                ),
              })}
            </label>
          </div>
          {errors.acceptTerms ? (
            <p id="register-accept-terms-error" className="text-sm font-medium text-destructive-text">
              {errors.acceptTerms.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
