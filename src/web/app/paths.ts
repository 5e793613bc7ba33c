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
  join: '/join',
  accounts: '/accounts',
  pending: '/pending',
  students: {
    manage: '/managemember',
    lessons: '/managelesson',
    detail: (name: string) => `/memberdetail/${encodeURIComponent(name)}`,
  },
  timetable: '/lessontime',
  booking: { board: '/book', tablet: '/makeBook' },
  terms: '/use',
  privacy: '/person',
  order: { list: '/order', register: '/product', detail: (idx: number | string) => `/order/${idx}` },
} as const;
