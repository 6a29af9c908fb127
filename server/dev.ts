// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';

// The CLIs are started with node directly, not through npx: npx runs them under `sh -c`, which dies on
// SIGTERM without passing it on and left the API, its embedded PostgreSQL and Vite running.
const bin = (name: string) => path.join('node_modules', '.bin', name);
const children = [
  spawn(process.execPath, [bin('tsx'), 'watch', '--clear-screen=false', 'server/main.ts', '--no-web-build'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, [bin('vite')], { stdio: 'inherit' }),
];
console.log(
  '[hookshelf] dev: API on http://localhost:3000, web app with hot reload on http://localhost:5173',
);

// Once: tsx watch force-kills the API (skipping its shutdown) on a second signal.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
