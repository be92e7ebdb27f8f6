/**
 * The school accounts of the test provider that the browser journeys sign in with (provider-cli.ts
 * serves them; e2e/provider.spec.ts uses them). Plain data without imports, so the journeys' own
 * typecheck reads it. Groups map to roles through the journeys' OIDC_ROLE_MAP.
 */
export const PROVIDER_PASSWORD = 'schulkonto-e2e';

export const providerAccounts = {
  /** The demo teacher of the seeded database: linked by the verified e-mail. */
  teacher: { sub: 'e2e-markus-weber', email: 'markus.weber@praxisport.de', given_name: 'Markus', family_name: 'Weber', preferred_username: 'mweber' },
  /** Staff not in PraxisPort: the first sign-in makes a pending account. */
  newStaff: { sub: 'e2e-nora-neumann', email: 'nora.neumann@schule.example', given_name: 'Nora', family_name: 'Neumann', preferred_username: 'nneumann' },
  /** An apprentice not in PraxisPort (apprentices are made with their class, never by a sign-in). */
  student: { sub: 'e2e-sina-sommer', email: 'sina.sommer@schule.example', given_name: 'Sina', family_name: 'Sommer', preferred_username: 'ssommer' },
  /** The demo supervisor no other journey uses: e2e/provider.spec.ts deactivates the account first. */
  deactivated: { sub: 'e2e-thomas-becker', email: 'thomas.becker@praxisport.de', given_name: 'Thomas', family_name: 'Becker', preferred_username: 'tbecker' },
};

const groups: Record<keyof typeof providerAccounts, string[]> = {
  teacher: ['Praxisanleitung'],
  newStaff: ['Praxisanleitung'],
  student: ['Auszubildende'],
  deactivated: ['Praxisbegleitung'],
};

/** The accounts as the provider holds them: each with the password, a verified e-mail and its groups. */
export const providerAccountList = (Object.keys(providerAccounts) as (keyof typeof providerAccounts)[]).map((key) => ({
  ...providerAccounts[key],
  password: PROVIDER_PASSWORD,
  email_verified: true,
  groups: groups[key],
}));
