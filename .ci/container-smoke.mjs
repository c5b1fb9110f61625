// Checks a running Shipyard the way a first visitor and its operator meet it: run by
// .ci/container-test against the container, before and after a restart on the same volume.
// Usage: node .ci/container-smoke.mjs BASE_URL first|again STATE_FILE CONTAINER
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const [base, phase, stateFile, container] = process.argv.slice(2);
const account = { email: 'smoke@example.com', password: 'a long and unusual passphrase' };

function check(condition, message) {
  if (!condition) throw new Error(`container smoke test: ${message}`);
  console.log(`ok - ${message}`);
}

async function signIn() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  check(response.status === 200, `signs in (${response.status})`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

const ready = await fetch(`${base}/readyz`);
check(ready.status === 200, `/readyz answers 200 (${ready.status} ${await ready.text()})`);

if (phase === 'first') {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ firstName: 'Smoke', lastName: 'Test', ...account, confirmPassword: account.password }),
  });
  check(registered.status === 201, `signs up (${registered.status} ${registered.status === 201 ? '' : await registered.text()})`);
  // Without SMTP_URL the verification mail is written to DATA_DIR/mail (quoted-printable).
  const mail = execFileSync('podman', ['--runtime', 'runc', 'exec', container, 'sh', '-c', 'cat /data/mail/*.eml'], { encoding: 'utf8' })
    .replace(/=\r?\n/g, '')
    .replaceAll('=3D', '=');
  const token = /verify-email\?token=([\w-]+)/.exec(mail)?.[1];
  check(Boolean(token), 'the verification mail is in the volume');
  const verified = await fetch(`${base}/api/auth/verify-email?token=${token}`);
  check(verified.status === 200, `verifies the address (${verified.status})`);
  const cookie = await signIn();
  const image = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f6fdd' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), 'screenshot.png');
  const uploaded = await fetch(`${base}/api/upload`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  const body = await uploaded.json();
  check(uploaded.status === 201, `uploads an image (${uploaded.status}${uploaded.status === 201 ? '' : ` ${JSON.stringify(body)}`})`);
  const served = await fetch(`${base}${body.url}`);
  check(served.status === 200 && served.headers.get('content-type') === 'image/png', `serves the upload at ${body.url}`);
  // A video is decoded by the image's own ffmpeg (Debian's, decision 0043): it gets a poster.
  const clip = execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov', 'pipe:1']);
  const video = new FormData();
  video.append('file', new Blob([clip], { type: 'video/mp4' }), 'clip.mp4');
  const videoUploaded = await fetch(`${base}/api/upload`, { method: 'POST', headers: { cookie, origin: base }, body: video });
  const videoBody = await videoUploaded.json();
  check(videoUploaded.status === 201 && Boolean(videoBody.posterUrl), `uploads a video and gets its poster (${videoUploaded.status}${videoUploaded.status === 201 ? '' : ` ${JSON.stringify(videoBody)}`})`);
  writeFileSync(stateFile, JSON.stringify({ url: body.url }));
} else {
  const { url } = JSON.parse(readFileSync(stateFile, 'utf8'));
  const cookie = await signIn();
  const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  const user = await me.json();
  check(me.status === 200 && user.email === account.email, 'the account is still there');
  check(user.role === 'admin', `it is still an admin (granted by npm run cli beside the server): ${user.role}`);
  const served = await fetch(`${base}${url}`);
  check(served.status === 200, `the upload is still served at ${url}`);
}
