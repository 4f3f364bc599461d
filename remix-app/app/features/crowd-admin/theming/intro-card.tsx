import { LIMITS } from '@crowd/contracts/limits';
import type { TThemingData } from '@crowd/contracts/schemas';
import { useNavigation } from '@remix-run/react';
import { Check } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, ValidatedForm } from 'remix-validated-form';
import { RichTextField } from '~/components/form/rich-text-field';
import { FieldError } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { AccountCard, AccountCardContent, AccountCardFooter } from '~/features/account/account-card';
import { introBackground, prefersDarkText } from '~/features/crowd/crowd-intro';
import { cn } from '~/lib/utils';
import { INTRO_PALETTE, isPaletteColor } from './intro-palette';
import { introValidator, THEMING_FORMS, type TIntroMode } from './theming-forms';

const introModeOf = (theming: TThemingData): TIntroMode | undefined =>
  theming.displayCustomIntro ? 'custom' : theming.displayDefaultSlideshow ? 'slideshow' : undefined;

/** The form's fields (the intro mode stands for the two flags the request takes). */
function formDefaults(theming: TThemingData) {
  const defaults = {
    introMode: introModeOf(theming),
    customIntroBackgroundColor: theming.customIntroBackgroundColor.toUpperCase(),
    customIntroContent: theming.customIntroContent,
  };
  return defaults;
}

/**
 * Spec 2 and 4: default slideshow or custom intro (one choice), the intro's background colour
 * from the palette and its rich text. Only the changed fields are sent.
 */
export function IntroCard({ theming, readOnly = false }: { theming: TThemingData; readOnly?: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('subaction') === THEMING_FORMS.intro;
  const [color, setColor] = useState(theming.customIntroBackgroundColor);

  return (
    <AccountCard title={t('theming.intro.title')} description={t('theming.intro.description')}>
      <ValidatedForm
        validator={introValidator}
        subaction={THEMING_FORMS.intro}
        method="post"
        defaultValues={formDefaults(theming)}
      >
        <input type="hidden" name="id" value={theming.id} />
        <input type="hidden" name="crowdId" value={theming.crowdId} />
        <input type="hidden" name="version" value={theming.version} />
        <AccountCardContent className="grid gap-8">
          <fieldset disabled={readOnly} className="contents">
            <IntroModeField />
            <ColorField onChange={setColor} />
          </fieldset>
          <RichTextField
            name="customIntroContent"
            label={t('theming.content.label')}
            hint={t('theming.content.hint', { max: LIMITS.introContentMax })}
            noScriptHint={t('theming.content.noScriptHint', { max: LIMITS.introContentMax })}
            max={LIMITS.introContentMax}
            tooLongKey="validation_crowd_intro_too_long"
            counter={(count, max) => t('theming.content.counter', { count, max })}
            surface={{ background: introBackground(color), darkText: prefersDarkText(color) }}
            readOnly={readOnly}
            labels={{
              toolbar: t('theming.content.toolbar'),
              bold: t('theming.content.bold'),
              italic: t('theming.content.italic'),
              bulletList: t('theming.content.bulletList'),
              orderedList: t('theming.content.orderedList'),
              link: t('theming.content.link'),
              linkPrompt: t('theming.content.linkPrompt'),
              unlink: t('theming.content.unlink'),
            }}
          />
        </AccountCardContent>
        {readOnly ? null : (
          <AccountCardFooter>
            <Button type="submit" disabled={saving}>
              {saving ? t('theming.saving') : t('theming.save')}
            </Button>
          </AccountCardFooter>
        )}
      </ValidatedForm>
    </AccountCard>
  );
}

/** Two native radios: one choice, arrow keys move between them, no JavaScript needed. */
function IntroModeField() {
  const { t } = useTranslation('crowdAdmin');
  const id = useId();
  const { defaultValue, error } = useField('introMode');
  const options: Array<{ value: TIntroMode; label: string; hint: string }> = [
    { value: 'slideshow', label: t('theming.intro.slideshow'), hint: t('theming.intro.slideshowHint') },
    { value: 'custom', label: t('theming.intro.custom'), hint: t('theming.intro.customHint') },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">{t('theming.intro.mode')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-primary has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="introMode"
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={`${id}-${option.value}-hint`}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-1">
              <span id={`${id}-${option.value}`} className="text-sm font-medium">
                {option.label}
              </span>
              <span id={`${id}-${option.value}-hint`} className="text-xs text-muted-foreground">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

/**
 * The palette as a radio group of swatches (keyboard and no-JavaScript friendly); a stored colour
 * outside the palette stays a choice, so saving other fields never changes it.
 */
function ColorField({ onChange }: { onChange: (color: string) => void }) {
  const { t } = useTranslation('crowdAdmin');
  const { defaultValue, error } = useField('customIntroBackgroundColor');
  const current = typeof defaultValue === 'string' ? defaultValue.toUpperCase() : '';
  const swatches: Array<{ hex: string; label: string }> = INTRO_PALETTE.map((color) => ({
    hex: color.hex,
    label: t(`theming.color.names.${color.name}`),
  }));
  if (current && !isPaletteColor(current)) {
    swatches.push({ hex: current, label: t('theming.color.current', { color: current }) });
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('theming.color.legend')}</legend>
      <p className="text-xs text-muted-foreground">{t('theming.color.hint')}</p>
      <div className="flex flex-wrap gap-2">
        {swatches.map((swatch) => (
          <Swatch
            key={swatch.hex}
            hex={swatch.hex}
            label={swatch.label}
            checked={current === swatch.hex}
            onChange={onChange}
          />
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

function Swatch({
  hex,
  label,
  checked,
  onChange,
}: {
  hex: string;
  label: string;
  checked: boolean;
  onChange: (color: string) => void;
}): ReactNode {
  return (
    <label title={label} className="relative cursor-pointer">
      <input
        type="radio"
        name="customIntroBackgroundColor"
        value={hex}
        defaultChecked={checked}
        onChange={(event) => event.target.checked && onChange(hex)}
        aria-label={label}
        className="peer sr-only"
      />
      <span
        aria-hidden
        style={{ backgroundColor: hex }}
        className={cn(
          'flex size-9 items-center justify-center rounded-full border-2 border-transparent shadow-sm ring-offset-2 ring-offset-background transition [&_svg]:size-4 [&_svg]:opacity-0',
          'peer-checked:border-foreground peer-checked:[&_svg]:opacity-100 peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
          prefersDarkText(hex) ? 'text-neutral-900' : 'text-white',
        )}
      >
        <Check />
      </span>
    </label>
  );
}
