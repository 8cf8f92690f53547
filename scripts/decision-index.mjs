// The index of the decision records: docs/decisions/README.md, one line per docs/decisions/NNNN-*.md
// (number, title, status, date), written from the files' own first and third lines:
//   # NNNN — Title
//
//   Status: accepted · Date: YYYY-MM-DD        (or: Status: superseded by NNNN · Date: …)
//   node scripts/decision-index.mjs           rewrites README.md
//   node scripts/decision-index.mjs --check   exits 1 when README.md is not what the files say
// A unit test runs --check (scripts/decision-index.test.ts), so a new decision cannot miss the index.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const indexFile = path.join(dir, 'README.md');

const HEADER = `# Decisions

One short file per decision, numbered: the question, the choice, why. Code comments cite them by
number ("decision 0041"). A new one takes the next free number and starts with a title line, an
empty line and \`Status: accepted · Date: YYYY-MM-DD\`; when a later decision replaces it, its status
becomes \`superseded by NNNN\`. This index is written from the files: run
\`node scripts/decision-index.mjs\` after adding or changing one (a unit test checks it is current).

`;

/** Reads one decision file; throws with the file's name when its first or third line is off. */
function readDecision(file) {
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
  const title = /^# (\d{4}) — (.+)$/.exec(lines[0] ?? '');
  const status = /^Status: (.+) · Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[2] ?? '');
  if (!title || lines[1] !== '' || !status) {
    throw new Error(`${file}: expected '# NNNN — Title', an empty line, then 'Status: … · Date: YYYY-MM-DD'`);
  }
  if (!file.startsWith(`${title[1]}-`)) throw new Error(`${file}: the title's number is ${title[1]}`);
  return { number: title[1], title: title[2], status: status[1], date: status[2], file };
}

/** The index as it should read. */
function decisionIndex() {
  const files = readdirSync(dir)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort();
  const rows = files.map(readDecision).map((d) => {
    return `- ${d.number} — [${d.title}](${d.file}) · ${d.status} · ${d.date}`;
  });
  return `${HEADER}${rows.join('\n')}\n`;
}

const wanted = decisionIndex();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(indexFile, 'utf8');
  } catch {}
  if (current !== wanted) {
    console.error('docs/decisions/README.md is not current: run node scripts/decision-index.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(indexFile, wanted);
}
