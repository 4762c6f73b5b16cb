/** The stored domain, version-neutral: serializers turn it into v4, v5 or v6 payloads. */

export type CompanyId = number;

export interface Category {
  id: number;
  companyId: CompanyId;
  name: string;
  code: string;
  description: string;
  archived: boolean;
  createdAt: string;
}

export interface SubCategory {
  id: number;
  companyId: CompanyId;
  categoryId: number;
  name: string;
  archived: boolean;
}

export type ProfileKind = 'scheduled' | 'publicForm';

export interface Schedule {
  frequency: 'daily' | 'weekly' | 'monthly' | 'quarterly';
  startDate: string;
  dueInDays: number;
}

export interface Profile {
  id: number;
  companyId: CompanyId;
  kind: ProfileKind;
  name: string;
  description: string;
  categoryId: number;
  subCategoryId: number;
  templateId: number;
  /** Never empty: v4 and v5 show the first one. */
  assignedUserIds: number[];
  location: string;
  active: boolean;
  timeZone: string;
  schedule: Schedule;
  publicUrlSlug: string | null;
  allowAnonymous: boolean;
}

export type ItemStatus = 'open' | 'completed' | 'overdue';

export interface Answer {
  /** The version-neutral header key; serializers map it to each version's headerId value. */
  header: AnswerHeader;
  value: string;
}

export type AnswerHeader =
  | 'categoryName'
  | 'categoryCode'
  | 'subCategoryName'
  | 'itemName'
  | 'dueDate'
  | 'inspector'
  | 'result'
  | 'comment';

export interface ItemHistory {
  id: number;
  itemId: number;
  version: number;
  changedAt: string;
  answers: Answer[];
}

export interface Item {
  id: number;
  companyId: CompanyId;
  profileId: number;
  name: string;
  status: ItemStatus;
  dueDate: string;
  completedDate: string | null;
  assignedUserId: number;
  score: number | null;
  notes: string;
  answers: Answer[];
  historyIds: number[];
}

export interface TemplateQuestion {
  questionId: number;
  text: string;
  answerType: 'yesNo' | 'text' | 'number';
}

export interface Template {
  id: number;
  companyId: CompanyId;
  name: string;
  description: string;
  categoryId: number;
  questions: TemplateQuestion[];
}

export type Severity = 'low' | 'medium' | 'high';

export interface NonCompliance {
  id: number;
  companyId: CompanyId;
  itemId: number;
  profileId: number;
  severity: Severity;
  description: string;
  raisedAt: string;
  closed: boolean;
}

export interface NotificationProfile {
  id: number;
  companyId: CompanyId;
  name: string;
  categoryIds: number[];
  eventTypes: string[];
  recipients: string[];
  enabled: boolean;
}

export interface Hazard {
  id: number;
  companyId: CompanyId;
  itemId: number | null;
  profileId: number | null;
  title: string;
  severity: Severity;
  description: string;
  controlMeasures: string[];
}

/** A user of the service as seen inside one company (the assignee of profiles and items). */
export interface CompanyUser {
  userId: number;
  companyId: CompanyId;
  displayName: string;
}
