import { SaxesParser } from 'saxes';
import { MOODLE_XML_DOCTYPE, MOODLE_XML_NOT_WELL_FORMED, MOODLE_XML_ROOT } from '@talentpath/contracts/question-import';

// A Moodle XML file read as the <question> elements of its <quiz>, each as a small tree with the line it starts on
// (ADR 0052). Read by saxes, a streaming parser: one pass, linear in the file, and it expands no entity but XML's
// five and character references. A DOCTYPE (where entities would be declared) is refused, as is anything that is
// not well-formed XML; the questions read before the fault are kept, and the fault is reported at the line of the
// question it cuts short (or where it was found, outside a question).

/** An element: its name, attributes, the text directly inside it (CDATA included) and its child elements. */
export type XmlElement = {
  name: string;
  attributes: Readonly<Record<string, string>>;
  text: string;
  children: XmlElement[];
  line: number;
};

/** Why the file was read no further, and at which line. */
export type XmlFault = { line: number; message: string };

class Stop extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls `onQuestion` with each <question> of the file's <quiz>, in order, as soon as it is closed; returns the
 * fault that stopped the reading, or null when the whole file was read.
 */
export function readQuestionElements(text: string, onQuestion: (question: XmlElement) => void): XmlFault | null {
  // Blank lines before the declaration (`<?xml` must come first) are dropped, and counted.
  const lead = /^\s*/.exec(text)![0];
  const offset = lead.split(/\r\n|\r|\n/).length - 1;
  const parser = new SaxesParser();
  const open: XmlElement[] = [];
  let depth = 0;
  let tagLine = 1;
  const stop = (message: string, line = parser.line) => new Stop(line + offset, message);

  parser.on('doctype', () => {
    throw stop(MOODLE_XML_DOCTYPE);
  });
  // A question the fault cuts short is reported at its own line (saxes may find the fault only at the file's end).
  parser.on('error', () => {
    throw open[0] ? new Stop(open[0].line, MOODLE_XML_NOT_WELL_FORMED) : stop(MOODLE_XML_NOT_WELL_FORMED);
  });
  // A start tag's line is where its name is; its attributes may run on over more lines.
  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (depth === 1 && tag.name !== 'quiz') throw stop(MOODLE_XML_ROOT, tagLine);
    // Only the quiz's own <question> elements and what is inside them are kept.
    if (open.length === 0 && (depth !== 2 || tag.name !== 'question')) return;
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
      line: tagLine + offset,
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    depth--;
    const element = open.pop();
    if (element && open.length === 0) onQuestion(element);
  });
  const addText = (piece: string) => {
    const element = open.at(-1);
    if (element) element.text += piece;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  try {
    parser.write(text.slice(lead.length)).close();
    return null;
  } catch (error) {
    if (error instanceof Stop) return { line: error.line, message: error.message };
    throw error;
  }
}

/** The first child element of that name. */
export const childOf = (element: XmlElement | undefined, name: string) =>
  element?.children.find((c) => c.name === name);

/** Every child element of that name, in order. */
export const childrenOf = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The text directly inside an element, trimmed ('' for none). */
export const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

/** Whether an element holds, at any depth, an element of one of these names (walked without recursion). */
export function holds(element: XmlElement, names: ReadonlySet<string>): boolean {
  const stack = [...element.children];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (names.has(next.name)) return true;
    for (const c of next.children) stack.push(c);
  }
  return false;
}
