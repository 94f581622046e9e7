import { Typography } from '@mantine/core';
import classes from './post-html.module.css';

/**
 * A post's text as the HTML the server made of it. The browser never renders a post's Markdown: the server does,
 * once (markdown-it with raw HTML off, then sanitize-html's allow-list, ADR 0069), so what is inserted here holds
 * no script, no event handler and no link but http(s) and mailto.
 */
export function PostHtml({ html }: { html: string }) {
  return (
    <Typography className={classes.prose}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server (ADR 0069) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
