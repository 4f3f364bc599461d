import type { TIdeaState } from '@crowd/contracts/enums';
import { IDEA_STATES } from '@crowd/contracts/enum-values';
import { Form, useLocation, useNavigation, useSubmit } from '@remix-run/react';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { StateChip } from '~/components/ui/idea-chips';

interface StateMenuProps {
  idea: { id: number; version: number; ideaState: TIdeaState };
  /** The action that changes the state; it answers a redirect to `back` (this page) with a toast. */
  action: string;
  /** Sent along, e.g. the action's `intent`. */
  fields?: Record<string, string>;
}

/**
 * The idea's state (spec 4): a menu of the seven states; picking another one sends it with the
 * version read, picking the current one sends nothing. Without JavaScript, a select and a button.
 * Used by the admin area's idea and by the crowd site's cards and idea page.
 */
export function IdeaStateMenu({ idea, action, fields = {} }: StateMenuProps) {
  const { t } = useTranslation('crowdAdmin');
  const hydrated = useHydrated();
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const selectId = useId();
  const backTo = `${location.pathname}${location.search}`;
  // The idea page's other forms post to the same action: only a state change disables the menu.
  const pending =
    navigation.state === 'submitting' && navigation.formAction === action && navigation.formData?.has('ideaState');

  if (!hydrated) {
    return (
      <Form method="post" action={action} className="flex flex-wrap items-center gap-2" data-idea-state-menu="">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="version" value={idea.version} />
        <input type="hidden" name="back" value={backTo} />
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('ideas.state.label')}
        </label>
        <select
          id={selectId}
          name="ideaState"
          defaultValue={idea.ideaState}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {IDEA_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`common:ideaStates.${state}`)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm">
          {t('ideas.state.apply')}
        </Button>
      </Form>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={pending} data-idea-state-menu="">
          <span className="text-muted-foreground">{t('ideas.state.label')}:</span>
          <StateChip state={idea.ideaState} />
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('ideas.state.change')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={idea.ideaState}
          onValueChange={(state) => {
            if (state === idea.ideaState) return;
            submit(
              { ...fields, ideaState: state, version: String(idea.version), back: backTo },
              { method: 'post', action, preventScrollReset: true },
            );
          }}
        >
          {IDEA_STATES.map((state) => (
            <DropdownMenuRadioItem key={state} value={state}>
              {t(`common:ideaStates.${state}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
