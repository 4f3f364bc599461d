import { ZCurrency } from '@crowd/contracts/enums';
import { LIMITS, UI } from '@crowd/contracts/limits';
import { LOCALES } from '@crowd/contracts/locales';
import { codePointLength } from '@crowd/contracts/characters';
import type { TCrowd } from '@crowd/contracts/schemas';
import { useLoaderData } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { SelectField, TextareaField, TextField } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { AccountCard, AccountCardContent, AccountCardFooter } from '~/features/account/account-card';
import { useAdminCrowd } from '../crowd-admin-layout';
import { DomainProof } from './domain-proof';
import { domainValidator, PROFILE_FORMS, profileValidator } from './profile-forms';
import type { loadProfileTab } from './profile.server';
import { SwitchField } from '~/components/form/switch-field';

/**
 * /crowds/{crowdId} and /crowds/{crowdId}/profile (spec 2): the domain card and the profile card.
 * Managers see both read-only: the API takes these settings from admins only (decision 013).
 */
export function ProfileTab() {
  const { t } = useTranslation('crowdAdmin');
  const { crowd } = useAdminCrowd();
  const readOnly = crowd.role !== 'CROWD_ADMIN';
  // A saved form comes back with a new version: the cards start over from the saved values.
  return (
    <div className="grid gap-6">
      {readOnly ? (
        <p role="note" className="rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
          {t('profile.readOnly')}
        </p>
      ) : null}
      <DomainCard key={`domain-${crowd.version}`} crowd={crowd} readOnly={readOnly} />
      <ProfileCard key={`profile-${crowd.version}`} crowd={crowd} readOnly={readOnly} />
    </div>
  );
}

function DomainCard({ crowd, readOnly }: { crowd: TCrowd; readOnly: boolean }) {
  const { domainStatus } = useLoaderData<typeof loadProfileTab>();
  const { t } = useTranslation('crowdAdmin');
  const formId = `crowd-domain-${crowd.version}`;
  const ownDomain = crowd.features?.ownDomain === true;
  // After a downgrade the stored domain stays removable (decision 013), though no longer served.
  const showsDomain = ownDomain || crowd.domain !== null;
  return (
    <AccountCard title={t('profile.domain.title')} description={t('profile.domain.description')}>
      <ValidatedForm
        id={formId}
        validator={domainValidator}
        subaction={PROFILE_FORMS.domain}
        method="post"
        defaultValues={{
          subdomain: crowd.subdomain ?? '',
          domain: crowd.domain ?? '',
          subdomainRouting: crowd.subdomainRouting,
        }}
        preventScrollReset
      >
        <CrowdIds crowd={crowd} />
        <fieldset disabled={readOnly} className="contents">
          <AccountCardContent className="grid gap-5">
            <TextField
              name="subdomain"
              label={t('profile.domain.subdomain')}
              hint={t('profile.domain.subdomainHint')}
              maxLength={LIMITS.subdomainMax}
              autoComplete="off"
              spellCheck={false}
              className="sm:max-w-md"
            />
            {showsDomain ? (
              <TextField
                name="domain"
                label={t('profile.domain.domain')}
                hint={ownDomain ? t('profile.domain.domainHint') : t('profile.domain.domainNotInPlan')}
                autoComplete="off"
                spellCheck={false}
                className="sm:max-w-md"
              />
            ) : null}
            <SwitchField
              name="subdomainRouting"
              label={t('profile.domain.subdomainRouting')}
              hint={t('profile.domain.subdomainRoutingHint')}
              disabled={readOnly}
            />
          </AccountCardContent>
        </fieldset>
        {readOnly ? null : (
          <AccountCardFooter>
            <SubmitButton formId={formId} />
          </AccountCardFooter>
        )}
      </ValidatedForm>
      {crowd.domain !== null && crowd.domainVerification !== null ? (
        <DomainProof domain={crowd.domain} proof={crowd.domainVerification} status={domainStatus} readOnly={readOnly} />
      ) : null}
    </AccountCard>
  );
}

function ProfileCard({ crowd, readOnly }: { crowd: TCrowd; readOnly: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  const formId = `crowd-profile-${crowd.version}`;
  const [needsSubscription, setNeedsSubscription] = useState(false);
  return (
    <AccountCard title={t('profile.profile.title')} description={t('profile.profile.description')}>
      <ValidatedForm
        id={formId}
        validator={profileValidator}
        subaction={PROFILE_FORMS.profile}
        method="post"
        defaultValues={{
          title: crowd.title,
          description: crowd.description,
          locale: crowd.locale,
          gaCode: crowd.gaCode ?? '',
          likeMilestone: crowd.likeMilestone ?? undefined,
          // The API keeps integer cents; the form shows whole units or decimals.
          rewardAmount: crowd.rewardAmount === null ? undefined : crowd.rewardAmount / 100,
          rewardCurrency: crowd.rewardCurrency,
          visible: crowd.visible,
          hideTitle: crowd.hideTitle,
        }}
        preventScrollReset
      >
        <CrowdIds crowd={crowd} />
        <fieldset disabled={readOnly} className="contents">
          <AccountCardContent className="grid gap-5">
            <TextField name="title" label={t('profile.profile.crowdTitle')} maxLength={LIMITS.crowdTitleMax} />
            <TextareaField
              name="description"
              label={t('profile.profile.crowdDescription')}
              rows={UI.aboutRows.min}
              textareaClassName="field-sizing-content min-h-[calc(5lh+1rem+2px)] max-h-[calc(10lh+1rem+2px)] resize-y"
              counter={{
                max: LIMITS.crowdDescriptionMax,
                count: codePointLength,
                format: (count, max) => t('profile.profile.descriptionCounter', { count, max }),
              }}
            />
            <SelectField
              name="locale"
              label={t('profile.profile.locale')}
              hint={t('profile.profile.localeHint')}
              className="sm:max-w-xs"
              options={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
            />
            <TextField
              name="gaCode"
              label={t('profile.profile.gaCode')}
              hint={t('profile.profile.gaCodeHint')}
              autoComplete="off"
              spellCheck={false}
              className="sm:max-w-xs"
            />
            <TextField
              name="likeMilestone"
              label={t('profile.profile.likeMilestone')}
              hint={t('profile.profile.likeMilestoneHint')}
              inputMode="numeric"
              className="sm:max-w-xs"
            />
            <Row>
              <TextField
                name="rewardAmount"
                label={t('profile.profile.rewardAmount')}
                hint={t('profile.profile.rewardAmountHint')}
                inputMode="decimal"
              />
              <SelectField
                name="rewardCurrency"
                label={t('profile.profile.rewardCurrency')}
                options={ZCurrency.options.map((currency) => ({ value: currency, label: currency }))}
              />
            </Row>
            <SwitchField
              name="visible"
              label={t('profile.profile.visible')}
              hint={t('profile.profile.visibleHint')}
              disabled={readOnly}
              onTurnOn={() => {
                if (crowd.visible || crowd.plan !== 'no_subscription') return true;
                setNeedsSubscription(true);
                return false;
              }}
            />
            <SwitchField
              name="hideTitle"
              label={t('profile.profile.hideTitle')}
              hint={t('profile.profile.hideTitleHint')}
              disabled={readOnly}
            />
          </AccountCardContent>
        </fieldset>
        {readOnly ? null : (
          <AccountCardFooter>
            <SubmitButton formId={formId} />
          </AccountCardFooter>
        )}
      </ValidatedForm>
      <NeedsSubscriptionDialog open={needsSubscription} onOpenChange={setNeedsSubscription} />
    </AccountCard>
  );
}

/** Spec 4: a crowd without any subscription cannot be made visible; this says so instead of saving. */
function NeedsSubscriptionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('profile.needsSubscription.title')}</DialogTitle>
          <DialogDescription>{t('profile.needsSubscription.text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('profile.needsSubscription.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CrowdIds({ crowd }: { crowd: TCrowd }) {
  return (
    <>
      <input type="hidden" name="id" value={crowd.id} />
      <input type="hidden" name="version" value={crowd.version} />
    </>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,16rem)_minmax(0,8rem)]">{children}</div>;
}

function SubmitButton({ formId }: { formId: string }) {
  const { t } = useTranslation('crowdAdmin');
  const submitting = useIsSubmitting(formId);
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? t('profile.saving') : t('profile.save')}
    </Button>
  );
}
