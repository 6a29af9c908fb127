// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts', '--no-web-build'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log(
  '[hookshelf] dev: API on http://localhost:3000, web app with hot reload on http://localhost:5173',
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
