import type { Testimonial, TestimonialInput } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';

interface TestimonialsState {
  items: Testimonial[];
  loading: boolean;
  error: string | null;
  load(): Promise<void>;
  save(input: TestimonialInput, id: string | null): Promise<Testimonial>;
  remove(id: string): Promise<void>;
}

/** Every testimonial, newest first; the server lets only the creator change one. */
export const useTestimonials = create<TestimonialsState>((set, get) => ({
  items: [],
  loading: false,
  error: null,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ items: await api<Testimonial[]>('/admin/testimonials'), loading: false });
    } catch (error) {
      set({ error: (error as Error).message, loading: false });
    }
  },
  async save(input, id) {
    const saved = id
      ? await api<Testimonial>(`/admin/testimonials/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
      : await api<Testimonial>('/admin/testimonials', { method: 'POST', body: input });
    set({ items: id ? get().items.map((item) => (item.id === id ? saved : item)) : [saved, ...get().items] });
    return saved;
  },
  async remove(id) {
    await api<void>(`/admin/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE' });
    set({ items: get().items.filter((item) => item.id !== id) });
  },
}));
