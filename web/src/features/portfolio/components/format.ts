import type { PortfolioPerson } from '@praxisport/contract/portfolio';

export const fullName = (p: PortfolioPerson) => `${p.firstName} ${p.name}`;
