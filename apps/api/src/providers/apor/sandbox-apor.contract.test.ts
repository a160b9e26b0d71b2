import { aporContract } from './apor.contract';
import { SandboxApor } from './sandbox-apor';

aporContract('the sandbox APOR tables', () => new SandboxApor(), {
  publishedMonday: { year: 2026, month: 11, day: 23 },
  beforeTables: { year: 2024, month: 12, day: 31 },
});
