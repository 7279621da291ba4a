// Runs the browser tests in Debian's Chromium; without it they are skipped with a notice.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  console.log('Browser tests skipped: /usr/bin/chromium not found (apt-get install chromium).');
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
