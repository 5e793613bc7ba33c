/** Every attribute an element carries, name to value, to compare a drawn element whole. */
export function attributesOf(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]));
}
