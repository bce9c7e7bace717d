import {
  CONVERSATION_TOKEN_HEADER,
  type ConsultationStart,
  type ContactRequest,
  type StartedConversation,
  type VisitorConversation,
  type VisitorMessage,
  type WidgetStart,
} from '@storysong/core';
import { api } from '../../lib/api.ts';

/** The private token goes in a header, never in the address: servers and proxies log addresses. */
const opened = (token: string) => ({ auth: false, headers: { [CONVERSATION_TOKEN_HEADER]: token } });

export const startConsultation = (body: ConsultationStart) =>
  api<StartedConversation>('/conversations/consultation', { body, auth: false });

export const startWidgetChat = (body: WidgetStart) => api<StartedConversation>('/conversations/widget', { body, auth: false });

export const sendContactForm = (body: ContactRequest) =>
  api<StartedConversation>('/conversations/contact', { body, auth: false });

export const readConversation = (id: string, token: string) =>
  api<VisitorConversation>(`/conversations/${encodeURIComponent(id)}`, opened(token));

export const postMessage = (id: string, token: string, body: VisitorMessage) =>
  api<VisitorConversation>(`/conversations/${encodeURIComponent(id)}/messages`, { ...opened(token), body });

export const giveEmail = (id: string, token: string, email: string) =>
  api<VisitorConversation>(`/conversations/${encodeURIComponent(id)}/email`, {
    ...opened(token),
    method: 'PUT',
    body: { email },
  });
