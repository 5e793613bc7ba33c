/**
 * Reads an iCalendar text (RFC 5545) as far as the feed tests need: lines unfolded, components
 * nested and balanced, each VEVENT's properties by name (parameters kept apart). Throws on
 * what a calendar app would refuse: CRLF missing, a line over 75 octets, unbalanced BEGIN/END.
 */
export interface IcsProperty {
  value: string;
  params: Record<string, string>;
}

export interface IcsComponent {
  name: string;
  properties: Map<string, IcsProperty[]>;
  components: IcsComponent[];
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('an iCalendar text ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n')) throw new Error(`bare LF in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`not a content line: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';') as [string, ...string[]];
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: new Map(), components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
      continue;
    }
    if (name === 'END') {
      const open = stack.pop();
      if (open?.name !== value) throw new Error(`END:${value} closes ${open?.name ?? 'nothing'}`);
      if (stack.length === 0) root = open;
      continue;
    }
    const current = stack.at(-1);
    if (!current) throw new Error(`property outside a component: ${line}`);
    const params = Object.fromEntries(paramParts.map((part) => part.split('=') as [string, string]));
    const list = current.properties.get(name) ?? [];
    list.push({ value: unescapeText(value), params });
    current.properties.set(name, list);
  }
  if (stack.length > 0 || !root || root.name !== 'VCALENDAR') throw new Error('not one whole VCALENDAR');
  return root;
}

/** A property's first value, or undefined. */
export function prop(component: IcsComponent, name: string): string | undefined {
  return component.properties.get(name)?.[0]?.value;
}

export function events(calendar: IcsComponent): IcsComponent[] {
  return calendar.components.filter((component) => component.name === 'VEVENT');
}
