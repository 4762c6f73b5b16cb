import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import type { JSONWebKeySet, JWK, JWTVerifyGetKey } from 'jose';

/** The signing keys of one sandbox: the private set for the provider, a verifier for the service. */
export interface SigningKeys {
  privateJwks: { keys: JWK[] };
  publicJwks: JSONWebKeySet;
  verifier: JWTVerifyGetKey;
}

/** Generates a fresh RS256 key pair for a sandbox instance. */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `sandbox-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwks = { keys: [publicJwk] };
  return { privateJwks: { keys: [privateJwk] }, publicJwks, verifier: createLocalJWKSet(publicJwks) };
}
