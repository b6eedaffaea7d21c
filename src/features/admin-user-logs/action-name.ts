/**
 * A log action as people read it: its own catalog entry (`userLogs.action.<action>`), or, for the
 * content admin's `<type>.<verb>`, "News: created". An action added later without a name shows as is.
 */
import type { IntlShape } from 'react-intl';
import { CONTENT_TYPE_NAMES } from '../../../contract/content-types.ts';

const CONTENT_VERBS = ['create', 'update', 'publish', 'delete'];

export function actionName(intl: IntlShape, action: string): string {
  const own = `userLogs.action.${action}`;
  if (own in intl.messages) return intl.formatMessage({ id: own });
  const [type = '', verb = ''] = action.split('.');
  if ((CONTENT_TYPE_NAMES as string[]).includes(type) && CONTENT_VERBS.includes(verb))
    return intl.formatMessage(
      { id: `userLogs.content.${verb}` },
      { type: intl.formatMessage({ id: `userLogs.type.${type}` }) },
    );
  return action;
}
