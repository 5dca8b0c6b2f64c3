import { Migration20261120223514 } from './Migration20261120223514.ts';
import { Migration20261121005858 } from './Migration20261121005858.ts';
import { Migration20261121033203 } from './Migration20261121033203.ts';
import { Migration20261121045111 } from './Migration20261121045111.ts';
import { Migration20261121045112 } from './Migration20261121045112.ts';
import { Migration20261121045226 } from './Migration20261121045226.ts';
import { Migration20261121062530 } from './Migration20261121062530.ts';
import { Migration20261121062607 } from './Migration20261121062607.ts';
import { Migration20261121062717 } from './Migration20261121062717.ts';
import { Migration20261121062919 } from './Migration20261121062919.ts';
import { Migration20261121062952 } from './Migration20261121062952.ts';
import { Migration20261121062957 } from './Migration20261121062957.ts';

export const migrations = [
  { name: 'Migration20261120223514', class: Migration20261120223514 },
  { name: 'Migration20261121005858', class: Migration20261121005858 },
  { name: 'Migration20261121033203', class: Migration20261121033203 },
  { name: 'Migration20261121045111', class: Migration20261121045111 },
  { name: 'Migration20261121045112', class: Migration20261121045112 },
  { name: 'Migration20261121045226', class: Migration20261121045226 },
  { name: 'Migration20261121062530', class: Migration20261121062530 },
  { name: 'Migration20261121062607', class: Migration20261121062607 },
  { name: 'Migration20261121062717', class: Migration20261121062717 },
  { name: 'Migration20261121062919', class: Migration20261121062919 },
  { name: 'Migration20261121062952', class: Migration20261121062952 },
  { name: 'Migration20261121062957', class: Migration20261121062957 },
];
