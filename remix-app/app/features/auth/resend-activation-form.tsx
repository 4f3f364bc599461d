import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/**
 * One button that asks for a new activation link for `email` (posts to `/resendActivation`, so it
 * works without JavaScript); it cannot sit inside another form.
 */
export function ResendActivationForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form method="post" action="/resendActivation" className="w-full">
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="outline" size="lg" className="w-full">
        {t('activation.resend')}
      </Button>
    </Form>
  );
}
