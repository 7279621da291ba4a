// The first thing `npm start` and `npm test` run: plain JavaScript, so that it speaks on any Node.
// npm puts node_modules/.bin first on PATH, where the pinned `node` devDependency (Node 24) lives.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Intel Notes needs Node 22.18 or newer and brings Node 24 itself: run \`npm install\` in ${process.cwd()} (it installs node_modules/.bin/node), then the same command again.`,
  );
  process.exit(1);
}
