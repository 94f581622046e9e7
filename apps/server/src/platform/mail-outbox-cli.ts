import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { DEFAULT_DATA_DIR } from '../env.ts';
import { listMailFiles } from './mail-files.ts';

// `npm run mail:outbox [-- -n 20 | --all]`: prints the e-mails saved without SMTP_URL, newest last. It reads only
// the files (never the database), so it works while the server runs.
const usage = 'Usage: npm run mail:outbox [-- -n <count> | --all]   (default: the newest 5)';
let args: { count?: string; all?: boolean; help?: boolean };
try {
  args = parseArgs({
    options: { count: { type: 'string', short: 'n' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
const count = Number(args.count ?? 5);
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (!Number.isInteger(count) || count < 1) {
  console.error(`-n wants a whole number of e-mails, at least 1.\n${usage}`);
  process.exit(1);
}

// The same folder as the server's: env.ts's DATA_DIR default, not loadEnv (it would write a secret there).
const dir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR, 'outbox');
const files = listMailFiles(dir);
if (files.length === 0) {
  console.log(`No saved e-mails in ${dir}. Without SMTP_URL the server saves each e-mail there.`);
  process.exit(0);
}
const shown = args.all ? files : files.slice(-count);
for (const file of shown) {
  const mail = await simpleParser(readFileSync(file));
  console.log(
    [
      `── ${file}`,
      `Date:    ${mail.date?.toISOString() ?? '?'}`,
      `To:      ${[mail.to]
        .flat()
        .map((a) => a?.text ?? '')
        .join(', ')}`,
      `Subject: ${mail.subject ?? ''}`,
      '',
      (mail.text ?? '').trimEnd(),
      '',
    ].join('\n'),
  );
}
console.log(
  `${shown.length} of ${files.length} saved e-mails in ${dir}, newest last.${shown.length < files.length ? ' More: npm run mail:outbox -- -n 20 (or --all).' : ''}`,
);
