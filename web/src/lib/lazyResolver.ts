import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that loads itself (zod and the form's schema, from a module of resolvers) on the
 * form's first validation, not with the page: evaluating zod and building schemas is main-thread
 * work a page with a form it may never send would otherwise pay while it hydrates. A failed load
 * (offline, say) is tried again at the next validation.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
