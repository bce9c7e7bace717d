export interface LocalStack {
  authEmulatorHost: string;
  url: string;
  pid: number;
}
export function recordLocalStack(dataDir: string, stack: Omit<LocalStack, 'pid'>): void;
export function forgetLocalStack(dataDir: string): void;
export function readLocalStack(dataDir: string): LocalStack | null;
