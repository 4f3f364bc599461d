import { withoutHiddenCharacters } from '@crowd/contracts';

/** A dot, or a character that browsers and mail clients read as one in a host name (。．｡). */
const HOST_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;
const SCHEME = /(?<=\p{L}):\/\//gu;

/**
 * Someone's text (a name, an idea's or crowd's name) made safe to put into a mail: hidden line
 * breaks, controls and bidi overrides become a space, and whatever could be an address is
 * defanged the way security reports write addresses (`http[:]//evil[.]com`): every dot between a
 * letter or digit and a letter (every host name's last dot: no top-level domain starts with a
 * digit) and every `://`. Mail clients link addresses they find in text on their own (each with
 * its own list of domains); a defanged address is none to any of them, and a reader sees that it
 * is not a link. "Mr.Smith" becomes "Mr[.]Smith": an honest price for a rule without exceptions.
 */
export const inertText = (text: string): string =>
  withoutHiddenCharacters(text).replace(SCHEME, '[:]//').replace(HOST_DOT, '[.]');
