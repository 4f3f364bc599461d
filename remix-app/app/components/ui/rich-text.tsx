import { cn } from '~/lib/utils';

/** The look of rich text (intro, idea descriptions), the same in the editor and on the site. */
export const richTextClassName =
  'break-words [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-current/30 [&_blockquote]:pl-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&>*+*]:mt-3';

/**
 * Rich text as the API stored it. Only HTML the API's sanitizer wrote may be passed here: it is
 * inserted as it is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={cn(richTextClassName, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
