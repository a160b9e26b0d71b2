// `npm run dev`: the API under tsx watch on 8181 and Vite's dev server (hot reload) on 8080, proxying API paths to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@hearth/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '8181' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hearth/web', '--', '--port', '8080'], {
    stdio: 'inherit',
    env: process.env,
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
