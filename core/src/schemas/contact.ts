import { z } from 'zod';
import { MESSAGES as M } from '../messages.ts';

export const chatMessageSchema = z.object({ content: z.string().trim().min(1, M.messageRequired).max(2000) });

export interface ChatMessage {
  id: string;
  content: string;
  sender: 'user' | 'ai';
}
