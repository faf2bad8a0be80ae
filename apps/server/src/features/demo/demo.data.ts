import { STANDARD_EQUIPMENT_TYPES } from '../../kernel/standard-equipment-types';

// The demo tenant set seeded on the first start of the embedded database (issue 2; DESIGN.md §6).
// Every demo log-in uses the same password; the README lists them.
export const DEMO_PASSWORD = 'lanehub-demo';

// Every company administrator (role 'admin') holds 'Company administrator', which covers editing the
// company (issue 13 §4); some hold their working policy beside it.
export const DEMO_POLICIES = {
  companyAdmin: {
    name: 'Company administrator',
    description: 'Everything in the company, including its instructions and equipment types',
    permissions: [
      'adminMgt.instruction',
      'adminMgt.equipment-type',
      'asset.*',
      'order.*',
      'company.*',
      'mynetwork.*',
      'setting.account',
      'rateMgt.*',
      'roadMgt.*',
      'oceanMgt.*',
      'demand.*',
      'dataHub.*',
      'ai.*',
      'forwarding.*',
    ],
  },
  operations: {
    name: 'Operations viewer',
    description: 'Sees shipments and the company; manages no settings',
    permissions: ['order.view', 'company.view', 'mynetwork.view'],
  },
  carrierOps: {
    name: 'Carrier operations',
    description: 'Load board, road and ocean operations, bills of lading, equipment types',
    permissions: [
      'adminMgt.equipment-type',
      'asset.*',
      'roadMgt.*',
      'oceanMgt.*',
      'order.view',
      'company.view',
      'anwork.*',
      'forwarding.*',
    ],
  },
} as const;

type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'user';
  isSystemAdmin?: boolean;
  userType?: string[];
  policies: Array<keyof typeof DEMO_POLICIES>;
};

type DemoCompany = {
  legalName: string;
  types: string[];
  pendingStatus?: boolean;
  completedSurvey?: boolean;
  accounts: Array<{ number: string; accountType: string; mode: string }>;
  users: DemoUser[];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    legalName: 'Lanehub Operations Inc.',
    types: ['NVOCC'],
    completedSurvey: true,
    accounts: [{ number: 'LH-0001', accountType: 'internal', mode: 'integrated_shipping' }],
    users: [
      {
        email: 'admin@lanehub.demo',
        firstName: 'Avery',
        lastName: 'Morgan',
        role: 'admin',
        isSystemAdmin: true,
        policies: ['companyAdmin'],
      },
    ],
  },
  {
    legalName: 'Maple Leaf Home Goods Ltd.',
    types: ['Shipper'],
    completedSurvey: true,
    accounts: [
      { number: 'MLH-1001', accountType: 'shipper', mode: 'integrated_shipping' },
      { number: 'MLH-1002', accountType: 'shipper', mode: 'ocean' },
      { number: 'MLH-1003', accountType: 'shipper', mode: 'road' },
    ],
    users: [
      {
        email: 'shipper.admin@lanehub.demo',
        firstName: 'Claire',
        lastName: 'Tremblay',
        role: 'admin',
        policies: ['companyAdmin'],
      },
      {
        email: 'shipper.ops@lanehub.demo',
        firstName: 'Omar',
        lastName: 'Haddad',
        role: 'user',
        policies: ['operations'],
      },
    ],
  },
  {
    legalName: 'North Atlantic Container Line S.A.',
    types: ['Ocean Carrier'],
    completedSurvey: true,
    accounts: [{ number: 'NACL-2001', accountType: 'carrier', mode: 'ocean' }],
    users: [
      {
        email: 'ocean@lanehub.demo',
        firstName: 'Lucia',
        lastName: 'Ferreira',
        role: 'admin',
        policies: ['companyAdmin', 'carrierOps'],
      },
    ],
  },
  {
    legalName: 'Great Lakes Trucking Co.',
    types: ['Road Carrier', 'Dray Carrier'],
    completedSurvey: true,
    accounts: [
      { number: 'GLT-3001', accountType: 'carrier', mode: 'road' },
      { number: 'GLT-3002', accountType: 'carrier', mode: 'drayage_chassis' },
    ],
    users: [
      {
        email: 'road@lanehub.demo',
        firstName: 'Dwayne',
        lastName: 'Okafor',
        role: 'admin',
        policies: ['companyAdmin', 'carrierOps'],
      },
    ],
  },
  {
    legalName: 'Pacific Rim Industrial Supply',
    types: ['Vendor'],
    completedSurvey: true,
    accounts: [{ number: 'PRIS-4001', accountType: 'vendor', mode: 'ocean' }],
    users: [
      {
        email: 'vendor@lanehub.demo',
        firstName: 'Mei',
        lastName: 'Lin',
        role: 'admin',
        userType: ['vendor'],
        policies: ['companyAdmin', 'operations'],
      },
    ],
  },
  {
    legalName: 'Harbourfront Forwarding NVOCC',
    types: ['NVOCC'],
    completedSurvey: true,
    accounts: [{ number: 'HFN-5001', accountType: 'forwarder', mode: 'ocean' }],
    users: [
      {
        email: 'nvocc@lanehub.demo',
        firstName: 'Sanjay',
        lastName: 'Patel',
        role: 'admin',
        policies: ['companyAdmin'],
      },
    ],
  },
  {
    legalName: 'Prairie Grain Exporters',
    types: ['Shipper'],
    pendingStatus: true,
    accounts: [{ number: 'PGE-6001', accountType: 'shipper', mode: 'rail' }],
    users: [
      {
        email: 'pending@lanehub.demo',
        firstName: 'Hannah',
        lastName: 'Schultz',
        role: 'admin',
        policies: [],
      },
    ],
  },
];

// A signed-up user whose company does not exist yet: log-in sends them to company sign-up.
export const DEMO_USER_WITHOUT_COMPANY = {
  email: 'newcomer@lanehub.demo',
  firstName: 'Noah',
  lastName: 'Bennett',
};

// The demo companies start with the standard list, as every company that joins does.
export const DEMO_EQUIPMENT_TYPES = STANDARD_EQUIPMENT_TYPES;

export const DEMO_INSTRUCTIONS = [
  {
    title: 'Reefer pre-trip',
    body: 'Pre-cool the reefer to the booked set point before pickup and record the reading.',
  },
  { title: 'Seal check', body: 'Verify the seal number against the bill of lading at every hand-off.' },
  { title: 'Appointment required', body: 'Deliveries need a dock appointment booked 24 hours ahead.' },
  { title: 'Dangerous goods', body: 'Placards must match the UN number on the shipping papers before departure.' },
  { title: 'Chassis return', body: 'Return chassis to the pool within 48 hours of the empty return.' },
];
