import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A base the code reads from its environment (`run/env-version-bases.ts`): the dotenv files beside the project
 * (`.env`, `.env.production`) that give a variable the code reads a value ending in the old version's segment are
 * listed with the bases written in code; a variable the code does not read, another version, or an endpoint URL
 * is not.
 */
const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'admin', private: true }),
  '.env': ['# the API', 'VITE_API_URL=https://compliance.example.com/api/v4', 'VITE_SENTRY_DSN=x', ''].join(
    '\n',
  ),
  '.env.production': [
    'export VITE_API_URL="/compliance/api/v4/"',
    'VITE_LOGS_URL=https://logs.example.org/v4',
    '',
  ].join('\n'),
  '.env.staging': ['VITE_API_URL=https://compliance.example.com/api/v6', 'VITE_CDN=/api/v4/records', ''].join(
    '\n',
  ),
  'src/http.ts': [
    'export const base = import.meta.env.VITE_API_URL;',
    "export const cdn = process.env['VITE_CDN'];",
    'export const list = () => fetch(`${base}/records`);',
    '',
  ].join('\n'),
};

describe('base URLs in dotenv files that the code reads', () => {
  it('are listed when they end in the old version; unread variables, other versions and endpoints are not', () =>
    migrateSmallProject('env-bases-', files, { from: 4, to: 6 }, async (_dir, report) => {
      expect(
        report.versionBases.map(
          (b) => `${b.file.replace(/^.*env-bases-[^/]+\//, '')}:${b.line}:${b.column} ${b.text}`,
        ),
      ).toEqual([
        '.env:2:14 VITE_API_URL=https://compliance.example.com/api/v4',
        '.env.production:1:22 VITE_API_URL=/compliance/api/v4/',
      ]);
    }));

  it('are listed from YAML and TOML files that set variables: serverless, compose, Kubernetes, wrangler', () =>
    migrateSmallProject(
      'config-bases-',
      {
        'package.json': JSON.stringify({ name: 'sync', private: true }),
        'serverless.yml': [
          'service: compliance-sync',
          'provider:',
          '  name: aws',
          '  environment:',
          '    COMPLIANCE_API_URL: ${env:COMPLIANCE_API_URL, "https://compliance.example.com/api/v6"}',
          '    ASSETS_URL: https://assets.example.org/api/v4',
          'functions:',
          '  sync:',
          '    environment:',
          "      COMPLIANCE_API_URL: 'https://compliance.example.com/api/v4'",
          '',
        ].join('\n'),
        'docker-compose.yml': [
          'services:',
          '  worker:',
          '    environment:',
          '      - COMPLIANCE_API_URL=http://compliance:8080/api/v4',
          '      - LOG_LEVEL=info',
          '',
        ].join('\n'),
        'deployment.yaml': [
          'spec:',
          '  containers:',
          '    - name: worker',
          '      env:',
          '        - name: COMPLIANCE_API_URL',
          '          value: "https://compliance.internal/api/v4/"',
          '        - name: ASSETS_URL',
          '          value: https://assets.internal/api/v4',
          '',
        ].join('\n'),
        'wrangler.toml': ['name = "portal"', '[vars]', 'COMPLIANCE_API_URL = "/api/v4"', ''].join('\n'),
        // a lock file names URLs too, none of them a setting
        'pnpm-lock.yaml': [
          'lockfileVersion: 9.0',
          'COMPLIANCE_API_URL: https://compliance.example.com/api/v4',
          '',
        ].join('\n'),
        'src/sync.ts': [
          'const base = process.env.COMPLIANCE_API_URL;',
          'export const list = () => fetch(`${base}/records`);',
          '',
        ].join('\n'),
      },
      { from: 4, to: 6 },
      async (_dir, report) => {
        expect(
          report.versionBases.map(
            (b) => `${b.file.replace(/^.*config-bases-[^/]+\//, '')}:${b.line}:${b.column} ${b.text}`,
          ),
        ).toEqual([
          'deployment.yaml:6:19 COMPLIANCE_API_URL=https://compliance.internal/api/v4/',
          'docker-compose.yml:4:28 COMPLIANCE_API_URL=http://compliance:8080/api/v4',
          'serverless.yml:10:28 COMPLIANCE_API_URL=https://compliance.example.com/api/v4',
          'wrangler.toml:3:23 COMPLIANCE_API_URL=/api/v4',
        ]);
      },
    ));
});
