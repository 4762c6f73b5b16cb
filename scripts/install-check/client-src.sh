# Sourced by scripts/install-check.sh: writes a small v4 client into ./src of the current folder (a user's project).
mkdir -p src
cat > src/api.ts <<'TS'
export interface ApiOptions {
  baseUrl: string;
  token: string;
}

export async function listRecords(options: ApiOptions) {
  const response = await fetch(`${options.baseUrl}/records?pageSize=5`, {
    headers: { Authorization: `Bearer ${options.token}`, 'X-Company-Context': '1001' },
  });
  return response.json();
}

export async function listTypes(options: ApiOptions, recordId: number) {
  const response = await fetch(`${options.baseUrl}/types?recordId=${recordId}`, {
    headers: { Authorization: `Bearer ${options.token}`, 'X-Company-Context': '1001' },
  });
  return response.json();
}
TS
cat > src/items.ts <<'TS'
import { listRecords, type ApiOptions } from './api';

export async function searchItems(options: ApiOptions) {
  const response = await fetch(`${options.baseUrl}/items/search?pageSize=10`, {
    headers: { Authorization: `Bearer ${options.token}` },
  });
  return response.json();
}

export async function firstRecord(options: ApiOptions) {
  return (await listRecords(options)).data[0];
}
TS
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": { "target": "ES2022", "module": "ESNext", "moduleResolution": "Bundler", "strict": true, "lib": ["ES2022", "DOM"], "noEmit": true },
  "include": ["src"]
}
JSON
cat > src/profiles.ts <<'TS'
import type { ApiOptions } from './api';

export async function saveProfile(options: ApiOptions, profile: { id: number; name: string }) {
  const response = await fetch(`${options.baseUrl}/notificationProfiles/update`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(profile),
  });
  return response.json();
}

// the profile is read again (logged): the codemod keeps it whole and says what to do, linking the guide
export async function renameProfile(options: ApiOptions, profile: { id: number; name: string }) {
  console.info(`renaming profile ${profile.id} to ${profile.name}`);
  const response = await fetch(`${options.baseUrl}/notificationProfiles/update`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(profile),
  });
  return response.json();
}
TS
