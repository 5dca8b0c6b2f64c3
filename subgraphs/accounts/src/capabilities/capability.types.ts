import { registerEnumType } from 'type-graphql';
import { capabilities, type Capability } from '@backspin/platform';

export const CapabilityType = Object.fromEntries(capabilities.map((c) => [c, c])) as Record<Capability, Capability>;
registerEnumType(CapabilityType, { name: 'Capability', description: 'Rights a moderator grants to a user one by one' });
