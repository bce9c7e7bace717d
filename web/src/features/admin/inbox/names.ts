import type { ConversationSummary, StaffMember } from '@storysong/core';
import type { TFunction } from 'i18next';

/** A member of staff by the name they set in Settings, or their email until they set one. */
export const staffName = (member: StaffMember) => member.displayName || member.email;

/** The visitor by the name they gave, else their email, else as an anonymous visitor of the chat. */
export const visitorName = ({ visitor }: Pick<ConversationSummary, 'visitor'>, t: TFunction) =>
  visitor.fullName || visitor.email || t('inbox:thread.anonymous');
