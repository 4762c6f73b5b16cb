import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** A certificate authority made for one sandbox run and the server certificate it signed (PEM). */
export interface SandboxCertificate {
  /** The CA certificate clients trust (`NODE_EXTRA_CA_CERTS`, or a `ca` option). */
  caPem: string;
  /** The server certificate for the sandbox's host names. */
  certPem: string;
  /** The server certificate's private key. */
  keyPem: string;
}

type ForgeKeys = { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey };

/** An RSA key pair made by Node (fast) and read into node-forge, which signs the certificates. */
function rsaKeys(): ForgeKeys & { privatePem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    privatePem: privateKey,
  };
}

function certificate(
  publicKey: forge.pki.rsa.PublicKey,
  commonName: string,
  days: number,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  return cert;
}

/**
 * Makes a fresh CA and a server certificate it signs for `hosts` (IP addresses or DNS names; 127.0.0.1,
 * ::1 and localhost are always included). Valid from an hour ago for 30 days; nothing is written to disk.
 */
export function makeCertificate(hosts: readonly string[] = []): SandboxCertificate {
  const ca = rsaKeys();
  const caCert = certificate(ca.publicKey, 'compliance-migrate sandbox CA', 30);
  caCert.setIssuer(caCert.subject.attributes);
  caCert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  caCert.sign(ca.privateKey, forge.md.sha256.create());

  const server = rsaKeys();
  const names = [...new Set(['127.0.0.1', '::1', 'localhost', ...hosts])];
  const serverCert = certificate(server.publicKey, names[0] ?? 'localhost', 30);
  serverCert.setIssuer(caCert.subject.attributes);
  serverCert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  serverCert.sign(ca.privateKey, forge.md.sha256.create());

  return {
    caPem: forge.pki.certificateToPem(caCert),
    certPem: forge.pki.certificateToPem(serverCert),
    keyPem: server.privatePem,
  };
}
