import { describe, expect, inject, it } from 'vitest';
import { createSignedInUser, uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';

/**
 * Issue 18 (decision 0033): the language of pages, their meta tags, error answers and e-mails —
 * the member's setting first, then the visitor's switcher cookie, then Accept-Language, then English.
 */
const context = useTestApp({ webRoot: inject('webBuildDir') });
const STRONG_PASSWORD = 'quartz lantern harbor violet 42';

async function page(url: string, headers: Record<string, string> = {}) {
  return context.app.inject({ url, headers: { accept: 'text/html', ...headers } });
}

describe('the language of a page', () => {
  it('follows Accept-Language (regions folded), and English stays the default', async () => {
    const german = await page('/', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('Zeig der Welt, was du baust');
    expect(german.body).toContain('<meta property="og:locale" content="de_DE" />');
    expect(german.headers.vary).toMatch(/Accept-Language/);
    const english = await page('/', { 'accept-language': 'pt-BR,ru;q=0.8' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Show the world what you ship');
  });

  it('links every language with hreflang, and a ?lang= address is that language with its own canonical', async () => {
    const plain = await page('/developers');
    for (const locale of ['en', 'es', 'de', 'fr', 'ja']) {
      const href = locale === 'en' ? 'http://localhost:3000/developers' : `http://localhost:3000/developers?lang=${locale}`;
      expect(plain.body).toContain(`<link rel="alternate" hreflang="${locale}" href="${href}" />`);
    }
    expect(plain.body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/developers" />');
    expect(plain.body).toContain('<link rel="canonical" href="http://localhost:3000/developers" />');
    const japanese = await page('/developers?lang=ja', { 'accept-language': 'de' });
    expect(japanese.body).toContain('<html lang="ja"');
    expect(japanese.body).toContain('<link rel="canonical" href="http://localhost:3000/developers?lang=ja" />');
    expect(japanese.body).toContain('<title>開発者 · Shipyard</title>');
  });

  it('takes the switcher cookie over Accept-Language, and keeps cached pages apart by language', async () => {
    const first = await page('/', { cookie: 'shipyard-lang=fr', 'accept-language': 'de' });
    expect(first.body).toContain('<html lang="fr"');
    const again = await page('/', { 'accept-language': 'es' });
    expect(again.body).toContain('<html lang="es"');
    expect(again.body).toContain('Enseña al mundo lo que creas');
  });

  it('describes the community in the page language while its operator has written no description', async () => {
    const german = await page('/settings', { 'accept-language': 'de' });
    expect(german.body).toContain('<meta name="description" content="Shipyard – hier zeigen Entwickler, was sie liefern." />');
    const english = await page('/settings');
    expect(english.body).toContain('<meta name="description" content="Shipyard — where developers show what they ship." />');
  });

  it("is a signed-in member's Settings language, whatever the browser asks for", async () => {
    const { cookie } = await createSignedInUser(context);
    const saved = await context.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { language: 'ja' } });
    expect(saved.statusCode).toBe(200);
    const signedInPage = await page('/settings', { cookie, 'accept-language': 'de' });
    expect(signedInPage.body).toContain('<html lang="ja"');
    // The browser loads the catalogue it needs beside the entry (a JSON file, decision 0035).
    expect(signedInPage.body).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/assets\/texts-[^"/]+\/ja\.json" \/>/);
  });
});

describe('answers and e-mails in the reader language', () => {
  it('translates error messages and field errors, and leaves English ones as they were', async () => {
    const payload = { email: 'not an address', password: 'x' };
    const german = await context.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'de' }, payload });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ message: 'Ungültige E-Mail-Adresse', fields: [{ field: 'email', message: 'Ungültige E-Mail-Adresse' }] });
    const english = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(english.json()).toMatchObject({ message: 'Invalid email address' });
  });

  it('names the limit of an over-long field in the reader language', async () => {
    const { cookie } = await createSignedInUser(context);
    await context.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { language: 'de' } });
    const payload = { title: 'x'.repeat(121), categories: ['full-stack'] };
    const german = await context.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      message: 'Der Projekttitel darf höchstens 120 Zeichen lang sein',
      fields: [{ field: 'title', message: 'Der Projekttitel darf höchstens 120 Zeichen lang sein' }],
    });
    const english = await context.app.inject({ method: 'POST', url: '/api/projects?lang=en', headers: { cookie }, payload });
    expect(english.json()).toMatchObject({ message: 'Project title must be at most 120 characters' });
  });

  it('tells a suspended member until when, with the date in their language', async () => {
    const { cookie } = await createSignedInUser(context, { status: 'suspended', suspendedUntil: new Date('2031-03-04T12:00:00Z') });
    const payload = { title: 'Quiet week', categories: ['full-stack'] };
    const german = await context.app.inject({ method: 'POST', url: '/api/projects?lang=de', headers: { cookie }, payload });
    expect(german.statusCode).toBe(403);
    expect(german.json().message).toBe('Dein Konto ist vorübergehend gesperrt. Das kannst du erst ab dem 4. März 2031 wieder tun.');
    const english = await context.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload });
    expect(english.json().message).toBe('Your account is suspended. You cannot do this until March 4, 2031.');
  });

  it('writes the verification e-mail in the language the person registered in, and keeps it as their setting', async () => {
    const email = uniqueEmail('hola');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, firstName: 'Lucía', lastName: 'Pérez' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await context.mail.waitFor(email, 'Verifica');
    expect(mail.subject).toBe('Verifica tu dirección de correo de Shipyard');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('>Verificar dirección de correo</a>');
    // Forgotten password later, from a browser in another language: still Spanish.
    await context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { 'accept-language': 'de' }, payload: { email } });
    const reset = await context.mail.waitFor(email, 'Restablece');
    expect(reset.subject).toBe('Restablece tu contraseña de Shipyard');
  });
});
