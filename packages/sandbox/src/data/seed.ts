import { DEMO_COMPANIES, DEMO_USERS } from './demo-users.js';
import type { Answer, CompanyId, ItemStatus, Schedule, Severity } from './model.js';
import { pick, seededRandom } from './random.js';
import { Store } from './store.js';

const CATEGORY_NAMES = [
  'Fire Safety',
  'Food Hygiene',
  'Electrical',
  'Workplace Health',
  'Environmental',
  'Security',
  'First Aid',
  'Manual Handling',
  'Chemical Storage',
  'Vehicle Fleet',
  'Waste Management',
  'Building Maintenance',
];
const SUB_NAMES = ['Inspections', 'Audits', 'Training', 'Equipment'];
const LOCATIONS = ['Head Office', 'Warehouse A', 'Warehouse B', 'Kitchen', 'Plant Room', 'Car Park'];
const FIRST = ['Sam', 'Priya', 'Jonas', 'Mei', 'Omar', 'Lena', 'Tom', 'Aisha', 'Ivan', 'Zara'];
const LAST = ['Reed', 'Patel', 'Berg', 'Chen', 'Haddad', 'Novak', 'Kerr', 'Diallo', 'Petrov', 'Moss'];
const FREQUENCIES: Schedule['frequency'][] = ['daily', 'weekly', 'monthly', 'quarterly'];
const SEVERITIES: Severity[] = ['low', 'medium', 'high'];
const EVENTS = ['itemOverdue', 'itemCompleted', 'nonComplianceRaised', 'hazardReported'];

const PROFILES_PER_COMPANY = 40;
const ITEMS_PER_PROFILE = 10;

function day(offset: number): string {
  return new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Builds the deterministic demo data for companies 1001 and 1002 (hundreds of items each). */
export function seedStore(): Store {
  const store = new Store();
  for (const companyId of DEMO_COMPANIES) seedCompany(store, companyId);
  return store;
}

function seedCompany(store: Store, companyId: CompanyId): void {
  const random = seededRandom(companyId);
  const userBase = companyId === 1001 ? 0 : 100;
  for (let n = 1; n <= 20; n++) {
    const demo = DEMO_USERS.find((u) =>
      u.memberships.some((m) => m.companyId === companyId && m.companyUserId === userBase + n),
    );
    const displayName = demo
      ? `${demo.givenName} ${demo.familyName}`
      : `${pick(random, FIRST)} ${pick(random, LAST)}`;
    store.users.set(userBase + n, { userId: userBase + n, companyId, displayName });
  }
  const userIds = [...store.users.values()].filter((u) => u.companyId === companyId).map((u) => u.userId);

  const categories = CATEGORY_NAMES.map((name, index) =>
    store.categories.insert((id) => ({
      id,
      companyId,
      name,
      code: name.replace(/[^A-Z]/g, '').padEnd(3, 'X') + String(index + 1).padStart(2, '0'),
      description: `${name} compliance for company ${companyId}`,
      archived: index >= 10,
      createdAt: `${day(index - 400)}T09:00:00.000Z`,
    })),
  );
  const subCategories = categories.flatMap((category) =>
    SUB_NAMES.slice(0, 3).map((sub, index) =>
      store.subCategories.insert((id) => ({
        id,
        companyId,
        categoryId: category.id,
        name: `${category.name} ${sub}`,
        archived: category.archived || index === 2,
      })),
    ),
  );
  const templates = categories.slice(0, 8).map((category) =>
    store.templates.insert((id) => ({
      id,
      companyId,
      name: `${category.name} checklist`,
      description: `Standard ${category.name.toLowerCase()} checklist`,
      categoryId: category.id,
      questions: [
        { questionId: id * 10 + 1, text: 'Is the area safe and tidy?', answerType: 'yesNo' as const },
        { questionId: id * 10 + 2, text: 'Readings taken', answerType: 'number' as const },
        { questionId: id * 10 + 3, text: 'Comments', answerType: 'text' as const },
      ],
    })),
  );

  for (let p = 0; p < PROFILES_PER_COMPANY; p++) {
    const sub = pick(
      random,
      subCategories.filter((s) => !s.archived),
    );
    const category = categories.find((c) => c.id === sub.categoryId)!;
    const template = templates.find((t) => t.categoryId === category.id) ?? templates[p % templates.length]!;
    const kind = p % 4 === 3 ? ('publicForm' as const) : ('scheduled' as const);
    const assignees = [pick(random, userIds)];
    if (p % 3 === 0)
      assignees.push(
        pick(
          random,
          userIds.filter((u) => u !== assignees[0]),
        ),
      );
    const profile = store.profiles.insert((id) => ({
      id,
      companyId,
      kind,
      name: `${category.name} ${kind === 'scheduled' ? 'round' : 'form'} ${p + 1}`,
      description: `${sub.name} at ${LOCATIONS[p % LOCATIONS.length]}`,
      categoryId: category.id,
      subCategoryId: sub.id,
      templateId: template.id,
      assignedUserIds: assignees,
      location: LOCATIONS[p % LOCATIONS.length]!,
      active: p % 7 !== 6,
      timeZone: 'UTC',
      schedule: { frequency: pick(random, FREQUENCIES), startDate: day(p), dueInDays: 3 + (p % 5) },
      publicUrlSlug: kind === 'publicForm' ? `form-${companyId}-${p + 1}` : null,
      allowAnonymous: kind === 'publicForm',
    }));

    for (let i = 0; i < ITEMS_PER_PROFILE; i++) {
      const status: ItemStatus = i < 5 ? 'completed' : i < 8 ? 'open' : 'overdue';
      const dueDate = day(p * 3 + i * 7);
      const assignedUserId = assignees[i % assignees.length]!;
      const score = status === 'completed' ? 50 + Math.floor(random() * 51) : null;
      const answers = (inspector: string, result: string): Answer[] => [
        { header: 'categoryName', value: category.name },
        { header: 'categoryCode', value: category.code },
        { header: 'subCategoryName', value: sub.name },
        { header: 'itemName', value: `${profile.name} #${i + 1}` },
        { header: 'dueDate', value: dueDate },
        { header: 'inspector', value: inspector },
        { header: 'result', value: result },
        { header: 'comment', value: result === 'pass' ? 'No issues found' : 'Follow-up required' },
      ];
      const inspector = store.userName(assignedUserId);
      const item = store.items.insert((id) => ({
        id,
        companyId,
        profileId: profile.id,
        name: `${profile.name} #${i + 1}`,
        status,
        dueDate,
        completedDate: status === 'completed' ? dueDate : null,
        assignedUserId,
        score,
        notes: status === 'overdue' ? 'Awaiting access to site' : '',
        answers: answers(inspector, score !== null && score < 60 ? 'fail' : 'pass'),
        historyIds: [],
      }));
      for (let v = 1; v <= 2; v++) {
        const history = store.itemHistories.insert((id) => ({
          id,
          companyId,
          itemId: item.id,
          version: v,
          changedAt: `${dueDate}T${String(8 + v).padStart(2, '0')}:00:00.000Z`,
          answers: answers(inspector, v === 1 ? 'pending' : 'pass'),
        }));
        item.historyIds.push(history.id);
      }
      if (score !== null && score < 60) {
        store.nonCompliances.insert((id) => ({
          id,
          companyId,
          itemId: item.id,
          profileId: profile.id,
          severity: pick(random, SEVERITIES),
          description: `Score ${score} below threshold on ${item.name}`,
          raisedAt: `${dueDate}T12:00:00.000Z`,
          closed: random() < 0.4,
        }));
      }
    }
  }

  for (let n = 0; n < 5; n++) {
    store.notificationProfiles.insert((id) => ({
      id,
      companyId,
      name: `Notify ${EVENTS[n % EVENTS.length]} ${n + 1}`,
      categoryIds: categories.slice(n, n + 2).map((c) => c.id),
      eventTypes: EVENTS.slice(0, 1 + (n % EVENTS.length)),
      recipients: [`team${n + 1}@company${companyId}.example.test`],
      enabled: n !== 4,
    }));
  }
}
