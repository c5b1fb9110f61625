import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../common/auth';
import { SETTINGS_MESSAGES } from '../../../common/settings';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { banned, call, suspended } from '../people/test-support';

const context = useTestApp();
const NEW_PASSWORD = 'a brand new password';

const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
  call(context, 'POST', '/api/auth/change-password', cookie, payload);

describe('POST /api/auth/change-password', () => {
  it('sets the new password and signs out every other session, keeping this one', async () => {
    const user = await createUser(context);
    const here = await signIn(context.app, user.email);
    const laptop = await signIn(context.app, user.email);
    const phone = await signIn(context.app, user.email);
    const response = await change(here, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SETTINGS_MESSAGES.passwordChanged);

    expect((await call(context, 'GET', '/api/auth/user', here)).statusCode).toBe(200);
    expect((await call(context, 'GET', '/api/auth/user', laptop)).statusCode).toBe(401);
    expect((await call(context, 'GET', '/api/auth/user', phone)).statusCode).toBe(401);
    const sessions = (await call(context, 'GET', '/api/auth/sessions', here)).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);

    const oldLogin = await call(context, 'POST', '/api/auth/login', undefined, { email: user.email, password: DEFAULT_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(context.app, user.email, NEW_PASSWORD);
    await context.mail.waitFor(user.email, 'password was changed');
  });

  it("answers 400 'Current password is incorrect' and changes nothing", async () => {
    const user = await createUser(context);
    const here = await signIn(context.app, user.email);
    const other = await signIn(context.app, user.email);
    const response = await change(here, { currentPassword: 'wrong password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is incorrect');
    expect((await call(context, 'GET', '/api/auth/user', other)).statusCode).toBe(200);
    await signIn(context.app, user.email);
  });

  it.each([
    [{ newPassword: 'short', confirmPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
    [{ newPassword: NEW_PASSWORD, confirmPassword: 'something else' }, 'confirmPassword', "Passwords don't match"],
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, currentPassword: '' }, 'currentPassword', 'Please enter your current password'],
  ])('validates %j', async (fields, field, message) => {
    const { cookie } = await member(context);
    const response = await change(cookie, { currentPassword: DEFAULT_PASSWORD, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ field, message });
  });

  it('refuses common passwords on the newPassword field and keeps the old one, then accepts a strong one', async () => {
    const user = await createUser(context);
    const here = await signIn(context.app, user.email);
    for (const password of ['password', '12345678', 'Password1']) {
      const response = await change(here, { currentPassword: DEFAULT_PASSWORD, newPassword: password, confirmPassword: password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: COMMON_PASSWORD_MESSAGE,
        code: 'validation_failed',
        fields: [{ field: 'newPassword', message: COMMON_PASSWORD_MESSAGE }],
      });
    }
    await signIn(context.app, user.email, DEFAULT_PASSWORD);
    const strong = 'tidal-Quartz-lantern-81';
    const response = await change(here, { currentPassword: DEFAULT_PASSWORD, newPassword: strong, confirmPassword: strong });
    expect(response.statusCode).toBe(200);
    await signIn(context.app, user.email, strong);
  });

  it('refuses the same password as the new one', async () => {
    const { cookie } = await member(context);
    const response = await change(cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SETTINGS_MESSAGES.samePassword);
  });

  it('answers 401 to visitors and is open to suspended and banned accounts', async () => {
    expect((await change(undefined, {})).statusCode).toBe(401);
    for (const overrides of [suspended(), banned()]) {
      const { cookie } = await member(context, overrides);
      const response = await change(cookie, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('change-password rate limit', () => {
  const limited = useTestApp({ rateLimits: true });

  it('stops guessing the current password after ten attempts an hour', async () => {
    const { cookie } = await member(limited);
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie },
        payload: { currentPassword: 'guess', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    for (let count = 0; count < 10; count += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
