import { useNavigation } from '@remix-run/react';
import { ImageOff, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, ValidatedForm } from 'remix-validated-form';
import { FieldError } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { AccountCard, AccountCardContent } from '~/features/account/account-card';
import { AVATAR_ACCEPT } from '~/features/account/account-forms';
import { CrowdLogo } from '~/features/crowd/crowd-logo';
import { logoValidator, THEMING_FORMS } from './theming-forms';
import type { ThemingCrowd } from './theming.server';

/**
 * The crowd's logo (POST /crowd/uploadCoverImage): the current one or a "no logo yet" state, and
 * a file input with an upload button, the same form with and without JavaScript.
 */
export function LogoCard({ crowd, readOnly = false }: { crowd: ThemingCrowd; readOnly?: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  const navigation = useNavigation();
  const uploading = navigation.state !== 'idle' && navigation.formData?.get('subaction') === THEMING_FORMS.logo;

  return (
    <AccountCard title={t('theming.logo.title')} description={t('theming.logo.description')}>
      <AccountCardContent>
        <ValidatedForm
          validator={logoValidator}
          subaction={THEMING_FORMS.logo}
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6"
        >
          <CurrentLogo crowd={crowd} />
          {readOnly ? null : (
            <div className="grid gap-3">
              <input type="hidden" name="id" value={crowd.id} />
              <input type="hidden" name="version" value={crowd.version} />
              <label className="sr-only" htmlFor="logo-file">
                {t('theming.logo.file')}
              </label>
              <input
                id="logo-file"
                type="file"
                name="coverImage"
                accept={AVATAR_ACCEPT}
                aria-describedby="logo-hint"
                className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
              />
              <div>
                <Button type="submit" variant="outline" disabled={uploading}>
                  <Upload />
                  {uploading
                    ? t('theming.logo.uploading')
                    : crowd.featuredImageId
                      ? t('theming.logo.change')
                      : t('theming.logo.upload')}
                </Button>
              </div>
              <p id="logo-hint" className="text-xs text-muted-foreground">
                {t('theming.logo.hint')}
              </p>
              <LogoError />
            </div>
          )}
        </ValidatedForm>
      </AccountCardContent>
    </AccountCard>
  );
}

function LogoError() {
  const { error } = useField('coverImage');
  return <FieldError error={error} />;
}

/** The logo as the crowd's site shows it (an <img>, so also without JavaScript); a broken one shows the empty state. */
function CurrentLogo({ crowd }: { crowd: ThemingCrowd }) {
  const { t } = useTranslation('crowdAdmin');
  const [broken, setBroken] = useState(false);
  if (crowd.featuredImageId && !broken) {
    return (
      <span className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted/40 p-2">
        <CrowdLogo
          fileId={crowd.featuredImageId}
          sizes="144px"
          alt={t('theming.logo.alt', { title: crowd.title })}
          onError={() => setBroken(true)}
          className="max-h-full max-w-full object-contain"
        />
      </span>
    );
  }
  return (
    <span className="flex h-24 w-40 shrink-0 flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-2 text-center text-muted-foreground">
      <ImageOff className="size-6" aria-hidden />
      <span className="text-sm font-medium">{t('theming.logo.empty')}</span>
      <span className="sr-only">{t('theming.logo.emptyHint')}</span>
    </span>
  );
}
