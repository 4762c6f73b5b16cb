import type {
  Category,
  CompanyId,
  CompanyUser,
  Hazard,
  Item,
  ItemHistory,
  NonCompliance,
  NotificationProfile,
  Profile,
  SubCategory,
  Template,
} from './model.js';

/** A table of one entity kind, keyed by id, with an id sequence for new rows. */
export class Table<T extends { id: number; companyId: CompanyId }> {
  readonly rows = new Map<number, T>();
  #nextId = 1;

  /** Inserts a row built from the next free id. */
  insert(build: (id: number) => T): T {
    const row = build(this.#nextId++);
    this.rows.set(row.id, row);
    return row;
  }

  /** The row with this id in this company, or undefined (rows of other companies are invisible). */
  get(companyId: CompanyId, id: number): T | undefined {
    const row = this.rows.get(id);
    return row && row.companyId === companyId ? row : undefined;
  }

  /** Every row of a company, in id order. */
  list(companyId: CompanyId): T[] {
    return [...this.rows.values()].filter((row) => row.companyId === companyId);
  }
}

/** All the sandbox's data, stored once for every version. */
export class Store {
  readonly categories = new Table<Category>();
  readonly subCategories = new Table<SubCategory>();
  readonly profiles = new Table<Profile>();
  readonly items = new Table<Item>();
  readonly itemHistories = new Table<ItemHistory & { companyId: CompanyId }>();
  readonly templates = new Table<Template>();
  readonly nonCompliances = new Table<NonCompliance>();
  readonly notificationProfiles = new Table<NotificationProfile>();
  readonly hazards = new Table<Hazard>();
  readonly users = new Map<number, CompanyUser>();

  /** The display name of a company user, or an empty string. */
  userName(userId: number): string {
    return this.users.get(userId)?.displayName ?? '';
  }
}
