import type { MessageKey } from '@crowd/contracts/message-keys';
import { plainTextLength } from '@crowd/contracts/rich-text';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, Link2Off, List, ListOrdered } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'remix-validated-form';
import { Label } from '~/components/ui/label';
import { richTextClassName } from '~/components/ui/rich-text';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/utils';
import { Message } from '~/i18n/message';
import { parseFieldMessage } from '~/lib/field-message';
import { useHydrated } from './use-hydrated';
import { FieldError } from './validated-field';

interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkPrompt: string;
  unlink: string;
}

interface RichTextFieldProps {
  name: string;
  label: ReactNode;
  /** The hint under the editor; `noScriptHint` under the plain textarea that stands in without JavaScript. */
  hint: ReactNode;
  noScriptHint: ReactNode;
  /** Plain characters allowed (the contracts' count). */
  max: number;
  /** The field's message key for "too long"; shown with the characters over the limit. */
  tooLongKey: MessageKey;
  counter: (count: number, max: number) => string;
  labels: RichTextLabels;
  /** The background the text will be shown on (e.g. the intro's colour), so the editor looks like the result. */
  surface?: { background: string; darkText: boolean };
  /** Shown, not editable (and no toolbar). */
  readOnly?: boolean;
}

/**
 * A rich-text field of a ValidatedForm: TipTap with a toolbar (bold, italic, lists, link) whose
 * HTML is posted in a hidden input under `name`, a live plain-character counter and, past `max`,
 * the characters over the limit. Without JavaScript a textarea posts the same field.
 */
export function RichTextField({
  name,
  label,
  hint,
  noScriptHint,
  max,
  tooLongKey,
  counter,
  labels,
  surface,
  readOnly = false,
}: RichTextFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { error, defaultValue, validate } = useField(name);
  const [html, setHtml] = useState(() => String(defaultValue ?? ''));
  const length = plainTextLength(html);
  const over = length - max;

  const editor = useEditor({
    immediatelyRender: false,
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-readonly': String(readOnly),
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`,
        class: cn(richTextClassName, 'min-h-40 px-3 py-2 text-sm focus-visible:outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => {
      setHtml(current.isEmpty ? '' : current.getHTML());
      if (error) void validate();
    },
  });

  // The API's count when it sent one, else the count of the text as it is now.
  const parsed = error ? parseFieldMessage(error) : null;
  const tooLong =
    parsed?.key === tooLongKey ? (
      <Message text={tooLongKey} values={{ count: parsed.values?.count ?? Math.max(over, 1) }} />
    ) : null;

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label id={`${id}-label`} htmlFor={hydrated ? `${id}-editor` : id}>
          {label}
        </Label>
        <span
          id={`${id}-count`}
          aria-live="polite"
          className={cn('text-xs tabular-nums', over > 0 ? 'font-semibold text-destructive' : 'text-muted-foreground')}
        >
          {counter(length, max)}
        </span>
      </div>
      {hydrated ? (
        <div
          className={cn(
            'rounded-md border border-input bg-background shadow-sm focus-within:ring-1 focus-within:ring-ring',
            error && 'border-destructive',
          )}
        >
          {readOnly ? null : <Toolbar editor={editor} labels={labels} />}
          <EditorContent
            editor={editor}
            style={surface ? { backgroundColor: surface.background } : undefined}
            className={cn('rounded-b-md', surface && (surface.darkText ? 'text-neutral-900' : 'text-white'))}
          />
          <input type="hidden" name={name} value={html} />
        </div>
      ) : (
        <Textarea
          id={id}
          name={name}
          defaultValue={html}
          rows={8}
          readOnly={readOnly}
          className="font-mono text-sm"
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hydrated ? hint : noScriptHint}
      </p>
      {over > 0 && !tooLong ? (
        <p className="text-sm font-medium text-destructive">
          <Message text="characters_too_long" values={{ count: over }} />
        </p>
      ) : null}
      {tooLong ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {tooLong}
        </p>
      ) : (
        <FieldError id={`${id}-error`} error={error} />
      )}
    </div>
  );
}

function Toolbar({ editor, labels }: { editor: Editor | null; labels: RichTextLabels }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor) return <div className="h-10 border-b" />;

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link')['href'];
    const href = window.prompt(labels.linkPrompt, typeof previous === 'string' ? previous : 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap gap-1 border-b p-1">
      <ToolButton label={labels.bold} pressed={active?.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </ToolButton>
      <ToolButton label={labels.italic} pressed={active?.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </ToolButton>
      <ToolButton
        label={labels.bulletList}
        pressed={active?.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List />
      </ToolButton>
      <ToolButton
        label={labels.orderedList}
        pressed={active?.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered />
      </ToolButton>
      <ToolButton label={labels.link} pressed={active?.link} onClick={setLink}>
        <Link2 />
      </ToolButton>
      {active?.link ? (
        <ToolButton label={labels.unlink} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Link2Off />
        </ToolButton>
      ) : null}
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      // Keeps the editor focused and its selection in place while the toolbar is used by mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
        pressed && 'bg-accent text-foreground',
      )}
    >
      {children}
    </button>
  );
}
