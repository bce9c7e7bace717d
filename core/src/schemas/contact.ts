import { z } from 'zod';
import { MESSAGES as M } from '../messages.ts';
import { country, email, fullName } from './fields.ts';

export const contactFormSchema = z.object({ fullName, email: email(M.emailAddressRequired), country: country() });
export type ContactForm = z.infer<typeof contactFormSchema>;

export const consultationDetailsSchema = z.object({ fullName, email: email() });

export const chatMessageSchema = z.object({ content: z.string().trim().min(1, M.messageRequired).max(2000) });

export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'ai';
}
