import { execFileSync } from 'node:child_process';

/** Formats a JSON file the training scripts wrote as the lint step checks it (biome), so a commit of it passes lint. */
export function formatJson(file: string): void {
  execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' });
}
