import { ZIdeaState, type TIdeaState } from '@crowd/contracts/enums';
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
import { ideaTabPath } from './ideas-paths';

interface StateMenuProps {
  idea: { id: number; version: number; ideaState: TIdeaState };
}

/**
 * The idea's state (spec 4): a menu of the seven states; picking another one sends it with the
 * version read, picking the current one sends nothing. Without JavaScript, a select and a button.
 */
export function IdeaStateMenu({ idea }: StateMenuProps) {
  const { t } = useTranslation('crowdAdmin');
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const selectId = useId();
  const action = ideaTabPath(idea.id);
  const pending = navigation.state === 'submitting' && navigation.formAction === action;

  if (!hydrated) {
    return (
      <Form method="post" action={action} className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="version" value={idea.version} />
        <input type="hidden" name="back" value={pathname} />
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('ideas.state.label')}
        </label>
        <select
          id={selectId}
          name="ideaState"
          defaultValue={idea.ideaState}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {ZIdeaState.options.map((state) => (
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
        <Button variant="outline" size="sm" disabled={pending}>
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
              { ideaState: state, version: String(idea.version), back: pathname },
              { method: 'post', action, preventScrollReset: true },
            );
          }}
        >
          {ZIdeaState.options.map((state) => (
            <DropdownMenuRadioItem key={state} value={state}>
              {t(`common:ideaStates.${state}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
