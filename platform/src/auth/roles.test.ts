import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { can, permissions, roles, type Identity, type Permission, type Role } from './roles.ts';

/** The README's "Who may do what" table, between its permissions markers: permission → roles. */
function readmeTable(): Map<string, string[]> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const block = /<!-- permissions:start -->([\s\S]*?)<!-- permissions:end -->/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no <!-- permissions:start --> … <!-- permissions:end --> table');
  const rows = new Map<string, string[]>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!name) continue;
    if (rows.has(name)) throw new Error(`README lists ${name} twice`);
    rows.set(name, cells[2]!.split(',').map((r) => r.trim()).filter(Boolean));
    expect(cells[3], `README row ${name} says what it gates`).toMatch(/\S/);
  }
  return rows;
}

describe('the permissions table', () => {
  it('is the table the README documents: the same permissions, each with the same roles', () => {
    const documented = readmeTable();
    expect([...documented.keys()].sort()).toEqual(Object.keys(permissions).sort());
    for (const [name, allowed] of Object.entries(permissions)) {
      expect([...documented.get(name)!].sort(), name).toEqual([...allowed].sort());
    }
  });

  it('names only real roles', () => {
    for (const allowed of Object.values(permissions)) for (const role of allowed) expect(roles).toContain(role);
  });

  it('grants a permission to a user holding a listed role, to service tokens always, and never to guests', () => {
    const as = (tokenType: Identity['tokenType'], ...held: Role[]): Identity => ({ userId: 'u', tokenType, roles: held });
    for (const [name, allowed] of Object.entries(permissions) as [Permission, readonly Role[]][]) {
      for (const role of roles) expect(can(as('user', 'user', role), name), `${role} ${name}`).toBe(allowed.includes(role));
      expect(can(as('service'), name)).toBe(true);
      expect(can(as('guest', 'superUser'), name)).toBe(false);
    }
  });
});
