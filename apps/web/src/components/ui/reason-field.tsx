import { Textarea, type TextareaProps } from '@mantine/core';

/**
 * A dialog's "why" (a redemption rejected, a certificate revoked, a claim withdrawn, a post reported): a few lines
 * that grow, required, and focused as the dialog opens.
 */
export function ReasonField(props: TextareaProps) {
  return <Textarea required autosize minRows={3} maxRows={8} data-autofocus {...props} />;
}
