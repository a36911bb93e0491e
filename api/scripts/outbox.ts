/**
 * Prints the newest letters of DATA_DIR/outbox/ as a person reads them: the .eml files are what
 * an SMTP server would receive (encoded), so `cat` shows noise. `npm run outbox` (5 letters) or
 * `npm run outbox -- 20`.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { loadConfig } from '../src/config.js'

const count = Number(process.argv[2] ?? 5)
const folder = path.join(loadConfig().dataDir, 'outbox')
const files = (await readdir(folder).catch(() => [] as string[]))
  .filter((file) => file.endsWith('.eml'))
  .sort()
  .slice(-count)
if (files.length === 0) process.stdout.write(`No letters in ${folder}\n`)
for (const file of files) {
  const mail = await simpleParser(await readFile(path.join(folder, file)))
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text
  process.stdout.write(
    `── ${file}\nTo: ${to ?? ''}\nSubject: ${mail.subject ?? ''}\n\n${(mail.text ?? '').trim()}\n\n`,
  )
}
