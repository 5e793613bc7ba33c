/**
 * Passwords that top every published list of leaked passwords, in their 8-character-and-longer
 * forms (shorter ones fail the length rule anyway), plus the keyboard runs Korean users favour.
 * Kept small on purpose: it ships in the sign-up page and stops the guesses attackers try first.
 */
const COMMON_PASSWORDS = new Set(
  `
  12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 11111111 111111111
  1111111111 00000000 000000000 0000000000 88888888 66666666 99999999 22222222 55555555 12341234
  12121212 11223344 123123123 123412341234 147258369 159753456 123456123 1234512345 1q2w3e4r
  1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r! 1qaz2wsx 1qaz2wsx3edc q1w2e3r4 q1w2e3r4t5 qwer1234 qwer1234!
  asdf1234 zxcv1234 qwerasdf asdfqwer qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 asdfghjk
  asdfghjkl zxcvbnm1 zxcvbnm123 zaq12wsx a1234567 a12345678 a123456789 abc12345 abcd1234
  abcd1234! abc123456 abcdefgh abcdefg1 aa123456 password password1 password12 password123
  password! passw0rd p@ssw0rd p@ssword pass1234 passpass iloveyou iloveyou1 iloveyou2 sunshine
  princess football baseball basketball superman batman123 starwars whatever trustno1 welcome1
  welcome123 letmein1 letmein123 changeme computer internet michelle jennifer jessica1 charlie1
  master12 mustang1 shadow12 dragon12 monkey12 pokemon1 samsung1 samsung123 lovelove loveyou1
  sarang12 saranghae saranghae1 love1234 test1234 testtest admin123 admin1234 administrator
  root1234 user1234 guest123 korea123 seoul123 hello123 hello1234 helloworld goodluck happy123
  music123 piano123 studio123 qazwsxedc q1w2e3r4! asdf1234! zxcv1234! !qaz2wsx !q2w3e4r
  1q2w3e4r5t! a1b2c3d4 a1s2d3f4 q1q1q1q1 aaaaaaaa azerty123 1234qwer 1234asdf 1234abcd qwe123qwe
  qweqweqwe asdasdasd
`
    .trim()
    .split(/\s+/),
);

/** Compared without case: "Password1" is as weak as "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
