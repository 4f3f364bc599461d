import { useLoaderData } from '@remix-run/react';
import { Lock, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { TextField } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { BILLING_FIELDS, billingValidator, type BillingField } from './billing-form';
import type { loadBilling } from './billing.server';

const AUTOCOMPLETE: Partial<Record<BillingField, string>> = {
  name: 'name',
  companyName: 'organization',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
};

/** /crowds/{crowdId}/billing: all fields required but the VAT ID (spec 5); managers read them only. */
export function BillingPage() {
  const { t } = useTranslation('crowdAdmin');
  const { version, billingInfo, editable } = useLoaderData<typeof loadBilling>();
  // A new form (and form state) for every saved version, so it starts from the stored values.
  const formId = `crowd-billing-${version}`;
  const submitting = useIsSubmitting(formId);

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Receipt className="size-5 text-primary" aria-hidden />
            {t('billing.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('billing.description')}</CardDescription>
      </CardHeader>
      <ValidatedForm
        key={formId}
        id={formId}
        validator={billingValidator}
        method="post"
        defaultValues={billingInfo}
        preventScrollReset
      >
        <input type="hidden" name="version" value={version} />
        <CardContent className="grid gap-5 px-4 pb-4 sm:px-6 sm:pb-6">
          {editable ? null : (
            <p className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
              <Lock className="size-4" aria-hidden />
              {t('billing.readOnly')}
            </p>
          )}
          <fieldset disabled={!editable} className="grid gap-5 sm:grid-cols-2">
            {BILLING_FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={
                  field === 'vatId' ? (
                    <>
                      {t(`billing.fields.${field}`)}{' '}
                      <span className="font-normal text-muted-foreground">({t('billing.optional')})</span>
                    </>
                  ) : (
                    t(`billing.fields.${field}`)
                  )
                }
                readOnly={!editable}
                autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                className={cn(field === 'street' && 'sm:col-span-2')}
              />
            ))}
          </fieldset>
        </CardContent>
        {editable ? (
          <CardFooter className="justify-end border-t px-4 py-4 sm:px-6">
            <Button type="submit" disabled={submitting}>
              {submitting ? t('billing.saving') : t('billing.save')}
            </Button>
          </CardFooter>
        ) : null}
      </ValidatedForm>
    </Card>
  );
}
