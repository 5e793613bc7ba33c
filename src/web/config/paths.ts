/** Every page address of the site, in one typed place (spec §2 "Routes"). */
export const paths = {
  home: '/',
  director: '/director',
  facility: '/facility',
  news: {
    list: '/news',
    post: (postId: number | string) => `/post/${postId}`,
    write: '/write',
    edit: (postId: number | string) => `/write/${postId}`,
  },
  curriculum: '/curriculum',
  address: '/address',
  login: '/login',
  /** The first-run setup of a fresh install; the setup code may follow after `#code=`. */
  setup: '/setup',
  join: '/join',
  /** A password-reset link's page; the token follows after `#token=`. */
  reset: '/reset',
  /** The staff's home, where they land after signing in. */
  office: '/office',
  accounts: '/accounts',
  account: '/account',
  audit: '/audit',
  backup: '/backup',
  system: '/system',
  settings: {
    menu: '/settings',
    section: (key: string) => `/settings/${key}`,
  },
  pending: '/pending',
  students: {
    manage: '/managemember',
    import: '/managemember/import',
    lessons: '/managelesson',
    detail: (name: string) => `/memberdetail/${encodeURIComponent(name)}`,
    receipt: (paymentId: number | string) => `/receipt/${paymentId}`,
  },
  timetable: '/lessontime',
  booking: { board: '/book', tablet: '/makeBook', poster: '/book/poster' },
  terms: '/use',
  privacy: '/person',
  order: {
    list: '/order',
    register: '/product',
    detail: (idx: number | string) => `/order/${idx}`,
    edit: (idx: number | string) => `/product/${idx}`,
    requests: '/orders',
  },
  enquiries: '/enquiries',
  closures: '/closures',
  hours: '/hours',
  payroll: '/payroll',
  invoices: '/invoices',
  paymentSettings: '/settings/payments',
  /** 사이트 관리 → 알림 발송: the SMTP, Solapi and webhook senders. */
  senderSettings: '/settings/senders',
  pay: (token: string) => `/pay/${token}`,
  family: {
    portal: '/family',
    login: '/family/login',
    receipt: (paymentId: number | string) => `/family/receipt/${paymentId}`,
  },
  messages: '/messages',
} as const;

/** The 상담 문의 part of the directions page, which the header's contact links point at. */
export const contactSectionId = 'contact';

/** The 상담 신청 form on the home page and /curriculum, which their calls to action lead to. */
export const enquirySectionId = 'enquiry';
