import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { authenticate } from '../data/demo-users.js';
import { readBody } from '../http/read-body.js';
import { sendHtml, sendJson } from '../http/send.js';
import { renderLoginPage } from './login-page.js';
import { pickLanguage } from './locales.js';

/** The path prefix of the login interaction, under the sandbox root. */
export const INTERACTION_PATH = '/auth/interaction';

async function grantEverything(
  provider: Provider,
  details: InteractionDetails,
  accountId: string,
): Promise<string> {
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ??
      new provider.Grant({ accountId, clientId: details.params.client_id ?? '' }))
    : new provider.Grant({ accountId, clientId: details.params.client_id ?? '' });
  const d = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (d.missingOIDCScope) grant.addOIDCScope(d.missingOIDCScope.join(' '));
  if (d.missingOIDCClaims) grant.addOIDCClaims(d.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(d.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}

/**
 * Serves the browser interaction: `GET /auth/interaction/{uid}` shows the login page (or grants consent
 * for the demo clients without asking), `POST /auth/interaction/{uid}` checks the credentials.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let details: InteractionDetails;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendJson(res, 400, {
      error: 'invalid_request',
      error_description: 'The login session has expired or is unknown.',
    });
    return;
  }
  const action = `${INTERACTION_PATH}/${details.uid}`;
  if (details.prompt.name === 'consent') {
    const accountId = details.session?.accountId ?? '';
    const grantId = await grantEverything(provider, details, accountId);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  const language = pickLanguage(details.params.ui_locales);
  if (req.method === 'GET') {
    sendHtml(res, 200, renderLoginPage(language, action, false));
    return;
  }
  if (req.method !== 'POST') {
    sendJson(res, 404, { error: 'not_found' });
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const user = authenticate(form.get('username') ?? '', form.get('password') ?? '');
  if (!user) {
    sendHtml(res, 401, renderLoginPage(language, action, true, form.get('username') ?? ''));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.sub, amr: ['pwd'] } },
    { mergeWithLastSubmission: false },
  );
}
