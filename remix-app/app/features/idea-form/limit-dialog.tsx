import { Lightbulb } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
import { NotifyOwnersForm } from './notify-owners-form';
import { Message } from '~/i18n/message';

/** The limit dialog of the add-idea button (a chunk of its own: only a full crowd's button opens it). */
export function LimitDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('crowdSite');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocus={returnFocus}>
        <DialogHeader>
          <Lightbulb className="size-8 text-secondary" aria-hidden />
          <DialogTitle>
            <Message text="crowd_limit_reached" />
          </DialogTitle>
          <DialogDescription>
            <Message text="ideas_subscription_limit_reached" />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="items-start gap-3 sm:justify-between">
          <NotifyOwnersForm onAnswer="fetcher" />
          <DialogClose asChild>
            <Button variant="outline">{t('ideaForm.limit.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
