import { isUiNamespace, type TUiNamespace } from '@crowd/i18n/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageProps {
  /** A key of the `messages` namespace (an API's answer, a rule), or one naming its namespace (`common:…`). */
  text: string;
  values?: Record<string, unknown>;
  /** The `messages` key to show when `text` has no text (a key this version does not know). */
  orElse?: string;
}

/** Where a message's text is: the namespace its key names, else `messages` (for a key naming none, or one the browser has no texts for). */
function textOf(text: string): { ns: TUiNamespace; key: string } {
  const prefix = text.slice(0, Math.max(text.indexOf(':'), 0));
  return isUiNamespace(prefix) ? { ns: prefix, key: text } : { ns: 'messages', key: `messages:${text}` };
}

/**
 * A message's text, for a component that needs it as a string (a toast's, which Radix announces
 * as it mounts): suspends in the browser until the namespaces are in; the server holds every text.
 */
export function useMessageText({ text, values, orElse }: MessageProps): string {
  const { ns, key } = textOf(text);
  const { t } = useTranslation(ns === 'messages' ? ['messages'] : [ns, 'messages']);
  return t(key, { ...values, defaultValue: orElse ? t(`messages:${orElse}`) : undefined });
}

const MessageText = (props: MessageProps) => <>{useMessageText(props)}</>;

/**
 * A message's text. The `messages` namespace (every answer the API may give) is not part of a
 * page's first load unless the server's render showed one: a browser loads it when it first shows
 * a message, rendering nothing here meanwhile, and the rest of the page stays as it is.
 */
export function Message(props: MessageProps) {
  return (
    <Suspense fallback={null}>
      <MessageText {...props} />
    </Suspense>
  );
}
