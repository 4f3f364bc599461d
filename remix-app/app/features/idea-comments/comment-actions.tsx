import type { TComment } from '@crowd/contracts/schemas';
import { Form, Link } from '@remix-run/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { authorName } from '~/lib/author-name';
import { FormContext } from './comment-form-parts';
import { COMMENT_PARAMS, commentLinksOf, commentsPagePath } from './comment-links';
import type { CommentsPage } from './comments.server';

/**
 * Edit and delete under a comment of one's own (delete under any, for the crowd's staff): a chunk
 * of its own, as most readers never see them. Before the script runs they are plain links (the
 * page cache renders them outside a route for a browser without it, decision 042).
 */
export function OwnCommentActions({
  comment,
  page,
  date,
  mayEdit,
  onEdit,
  onDelete,
}: {
  comment: TComment;
  page: CommentsPage;
  date: string;
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('crowdSite');
  const hydrated = useHydrated();
  const editLabel = t('comments.edit.label', { date });
  const deleteLabel = mayEdit
    ? t('comments.delete.label', { date })
    : t('comments.delete.labelOf', { name: authorName(comment.authorName, t), date });
  const linkClass = buttonVariants({ variant: 'ghost', size: 'sm' });
  const links = commentLinksOf(page);

  return (
    <div data-comment-actions="" className="flex flex-wrap gap-1">
      {!mayEdit ? null : hydrated ? (
        <Button type="button" variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
          <Pencil aria-hidden />
          {t('comments.edit.action')}
        </Button>
      ) : (
        <a
          href={commentsPagePath(links, page.offset, { [COMMENT_PARAMS.edit]: comment.id })}
          aria-label={editLabel}
          className={linkClass}
        >
          <Pencil aria-hidden />
          {t('comments.edit.action')}
        </a>
      )}
      {hydrated ? (
        <ConfirmDialog
          trigger={
            <Button type="button" variant="ghost" size="sm" aria-label={deleteLabel}>
              <Trash2 aria-hidden />
              {t('comments.delete.action')}
            </Button>
          }
          title={t('comments.delete.title')}
          description={t('comments.delete.text')}
          confirmLabel={t('comments.delete.confirm')}
          onConfirm={onDelete}
        />
      ) : (
        <a
          href={commentsPagePath(links, page.offset, { [COMMENT_PARAMS.delete]: comment.id })}
          aria-label={deleteLabel}
          className={linkClass}
        >
          <Trash2 aria-hidden />
          {t('comments.delete.action')}
        </a>
      )}
      {page.confirmDeleteId === comment.id ? <InlineDeleteConfirm comment={comment} page={page} /> : null}
    </div>
  );
}

/** Without JavaScript the delete link comes back here (?deleteComment=id) to ask in the page. */
function InlineDeleteConfirm({ comment, page }: { comment: TComment; page: CommentsPage }) {
  const { t } = useTranslation('crowdSite');
  const links = commentLinksOf(page);
  return (
    <div role="alert" className="basis-full rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('comments.delete.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('comments.delete.text')}</p>
      <Form
        method="post"
        action={links.resource}
        className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="commentId" value={comment.id} />
        <FormContext offset={page.offset} />
        <Link to={commentsPagePath(links, page.offset)} className={buttonVariants({ variant: 'outline' })}>
          {t('comments.edit.cancel')}
        </Link>
        <Button type="submit" variant="destructive">
          {t('comments.delete.confirm')}
        </Button>
      </Form>
    </div>
  );
}
