/** The "Reply by e-mail" link: to the sender, subject "Re: <subject>" (not doubled), every part encoded. */
export function replyLink(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  // Line breaks in a subject are accepted by the form; a mail subject is one line.
  const oneLine = re.replace(/\s*[\r\n]+\s*/g, ' ');
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(oneLine)}`;
}
