import { useNavigation, useSubmit } from '@remix-run/react';
import { Camera, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, ValidatedForm } from 'remix-validated-form';
import { FieldError } from '~/components/form/validated-field';
import { initials } from '~/components/ui/avatar';
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
import { ImageCropper, type ImageCropperHandle } from '~/components/ui/image-cropper';
import { fileUrl } from '~/lib/ui-user';
import { AccountCard, AccountCardContent } from './account-card';
import { ACCOUNT_FORMS, AVATAR_ACCEPT, avatarValidator } from './account-forms';
import type { ProfileUser } from './profile.server';

/**
 * Spec 5 (avatar): a gif, jpeg or png, cropped to a square in the browser and sent as a jpeg.
 * Without JavaScript the chosen file is posted as it is (the API crops it).
 */
export function AvatarCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const cropperRef = useRef<ImageCropperHandle>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const [source, setSource] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const uploading = navigation.state !== 'idle' && navigation.formData?.get('subaction') === ACCOUNT_FORMS.avatar;

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  // The upload has been answered (a new photo, or an error under the field): close the cropper.
  const wasUploading = useRef(false);
  useEffect(() => {
    if (wasUploading.current && !uploading) setSource(null);
    wasUploading.current = uploading;
  }, [uploading]);

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const result = await avatarValidator.validate({ id: user.id, version: user.version, avatar: file });
    const problem = result.error?.fieldErrors['avatar'];
    setClientError(problem ?? null);
    if (problem) return;
    setLoadFailed(false);
    setSource(URL.createObjectURL(file));
  };

  const save = async () => {
    const blob = await cropperRef.current?.toBlob();
    if (!blob) return;
    const form = new FormData();
    form.set('subaction', ACCOUNT_FORMS.avatar);
    form.set('id', String(user.id));
    form.set('version', String(user.version));
    form.set('avatar', blob, 'avatar.jpg');
    submit(form, { method: 'post', encType: 'multipart/form-data', preventScrollReset: true });
  };

  return (
    <AccountCard title={t('avatar.title')} description={t('avatar.description')}>
      <AccountCardContent>
        <ValidatedForm
          validator={avatarValidator}
          subaction={ACCOUNT_FORMS.avatar}
          method="post"
          encType="multipart/form-data"
          className="flex items-center gap-4 sm:gap-5"
        >
          <ProfilePhoto user={user} alt={t('avatar.alt')} />
          <div className="grid gap-3">
            <input type="hidden" name="id" value={user.id} />
            <input type="hidden" name="version" value={user.version} />
            <div className="js-only flex flex-wrap items-center gap-3">
              <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} disabled={uploading}>
                <Camera />
                {user.avatarImageId ? t('avatar.change') : t('avatar.upload')}
              </Button>
              <input
                ref={inputRef}
                type="file"
                accept={AVATAR_ACCEPT}
                className="hidden"
                tabIndex={-1}
                aria-hidden
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </div>
            <noscript>
              <div className="flex flex-wrap items-center gap-3">
                <label className="sr-only" htmlFor="avatar-file">
                  {t('avatar.file')}
                </label>
                <input
                  id="avatar-file"
                  type="file"
                  name="avatar"
                  accept={AVATAR_ACCEPT}
                  required
                  className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
                />
                <Button type="submit" variant="outline">
                  <Upload />
                  {t('avatar.upload')}
                </Button>
              </div>
            </noscript>
            <p className="text-xs text-muted-foreground">{t('avatar.hint')}</p>
            <AvatarError clientError={clientError} />
          </div>
        </ValidatedForm>
      </AccountCardContent>

      <Dialog open={source !== null} onOpenChange={(open) => (open ? null : setSource(null))}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('avatar.cropTitle')}</DialogTitle>
            <DialogDescription>{t('avatar.cropDescription')}</DialogDescription>
          </DialogHeader>
          {source ? (
            loadFailed ? (
              <FieldError error="account:avatar.loadError" />
            ) : (
              <ImageCropper
                ref={cropperRef}
                src={source}
                onError={() => setLoadFailed(true)}
                labels={{
                  area: t('avatar.cropArea'),
                  keyboard: t('avatar.cropKeyboard'),
                  zoom: t('avatar.zoom'),
                  zoomIn: t('avatar.zoomIn'),
                  zoomOut: t('avatar.zoomOut'),
                }}
              />
            )
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={uploading}>
                {t('common:actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" onClick={() => void save()} disabled={uploading || loadFailed}>
              {uploading ? t('avatar.uploading') : t('avatar.save')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AccountCard>
  );
}

/** The browser's own check of the chosen file, else the action's answer. */
function AvatarError({ clientError }: { clientError: string | null }) {
  const { error } = useField('avatar');
  return <FieldError error={clientError ?? error} />;
}

/** A plain <img> over the initials, so the photo shows without JavaScript too. */
function ProfilePhoto({ user, alt }: { user: ProfileUser; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="relative flex size-20 shrink-0 sm:size-24 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-700 ring-4 ring-brand-50">
      <span aria-hidden>{initials(user.name || user.email)}</span>
      {user.avatarImageId && !broken ? (
        <img
          src={fileUrl(user.avatarImageId)}
          alt={alt}
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
