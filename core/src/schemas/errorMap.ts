import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { MESSAGES as M } from '../messages.ts';

/** The parts of zod's internal definition read here: a schema's checks and a check's message. */
interface WithDef {
  _zod?: { def?: { checks?: WithDef[]; error?: (issue: $ZodRawIssue) => unknown } };
}

/**
 * The field's own message for a missing or mistyped value: the first its checks carry. Fields list
 * their "required" check first, and to the person filling the form such a value is an empty field.
 */
function fieldMessage(issue: $ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const schema = (issue as { schema?: WithDef }).schema ?? (issue.inst as WithDef | undefined);
  for (const check of schema?._zod?.def?.checks ?? []) {
    const message = check._zod?.def?.error?.(issue);
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * zod's own English ("Invalid input: expected string, received undefined") must never reach a
 * person: where a schema names no message for an issue, the field's message stands in, else the
 * generic one. Either is one of MESSAGES, which the web shows in the visitor's language.
 * Schemas' own messages still come first; this only replaces zod's defaults.
 */
function ourMessage(issue: $ZodRawIssue): string {
  return fieldMessage(issue) ?? M.invalidInput;
}

z.config({ customError: ourMessage });
