import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/**
 * The structure tree that lets a screen reader read a Hearth PDF (decision 0205; ISO 32000-1, 14.7 and 14.8): a
 * /Document element holding the title (H1), the headings (H2), the paragraphs (P) and the figures (the logo, a drawn
 * signature, with their alternate text), each pointing at the marked content that draws it (`/P <</MCID n>> BDC ...
 * EMC` in the page's content stream); the page furniture (footers, rules, the recorder's band) is marked as an
 * artifact, so every text run on a page is inside marked content. pdf-lib has no API for it: the objects are
 * written here.
 */

export type StructRole = 'H1' | 'H2' | 'P' | 'Figure';

export interface StructElement {
  role: StructRole;
  ref: PDFRef;
  kids: PDFArray;
}

const name = (value: string) => PDFName.of(value);

export class Tagging {
  private constructor(
    private readonly pdf: PDFDocument,
    /** The /Document element and the /ParentTree's arrays (by StructParents key); none: the file is not tagged. */
    private readonly tree:
      | {
          root: PDFDict;
          document: PDFRef;
          documentKids: PDFArray;
          nums: PDFArray;
          parents: Map<number, PDFArray>;
        }
      | undefined,
  ) {}

  /** A new tree for a new document, language `lang`, its title shown in the reader's title bar. */
  static create(pdf: PDFDocument): Tagging {
    const { context, catalog } = pdf;
    const nums = context.obj([]);
    const root = context.obj({ Type: 'StructTreeRoot', ParentTree: context.obj({ Nums: nums }) });
    const rootRef = context.register(root);
    const documentKids = context.obj([]);
    const document = context.register(
      context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: documentKids }),
    );
    root.set(name('K'), document);
    root.set(name('ParentTreeNextKey'), PDFNumber.of(0));
    catalog.set(name('StructTreeRoot'), rootRef);
    catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
    catalog.set(name('ViewerPreferences'), context.obj({ DisplayDocTitle: true }));
    return new Tagging(pdf, { root, document, documentKids, nums, parents: new Map() });
  }

  /**
   * The tree of a loaded document, to add to (the executed copy's stamps): the one Tagging.create wrote. A file
   * without one (a document made before decision 0205) is left untagged: its marks are drawn without tags.
   */
  static open(pdf: PDFDocument): Tagging {
    const root = pdf.catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
    const documentRef = root?.get(name('K'));
    const document = documentRef ? pdf.context.lookupMaybe(documentRef, PDFDict) : undefined;
    const documentKids = document?.lookupMaybe(name('K'), PDFArray);
    const nums = root?.lookupMaybe(name('ParentTree'), PDFDict)?.lookupMaybe(name('Nums'), PDFArray);
    if (!root || !documentKids || !nums || !documentRef || !('objectNumber' in documentRef))
      return new Tagging(pdf, undefined);
    const parents = new Map<number, PDFArray>();
    for (let i = 0; i + 1 < nums.size(); i += 2) {
      const key = nums.lookup(i, PDFNumber).asNumber();
      parents.set(key, nums.lookup(i + 1, PDFArray));
    }
    return new Tagging(pdf, { root, document: documentRef as PDFRef, documentKids, nums, parents });
  }

  get tagged(): boolean {
    return this.tree !== undefined;
  }

  /** A new element at the end of the document's reading order; a figure's `alt` is what a screen reader says. */
  element(role: StructRole, alt?: string): StructElement | undefined {
    if (!this.tree) return undefined;
    const { context } = this.pdf;
    const kids = context.obj([]);
    const dict = context.obj({ Type: 'StructElem', S: role, P: this.tree.document, K: kids });
    if (alt) dict.set(name('Alt'), PDFHexString.fromText(alt));
    const ref = context.register(dict);
    this.tree.documentKids.push(ref);
    return { role, ref, kids };
  }

  /** The page's array in the parent tree (index: MCID), its key written on the page on first use. */
  private parentsOf(page: PDFPage): PDFArray | undefined {
    if (!this.tree) return undefined;
    const existing = page.node.lookupMaybe(name('StructParents'), PDFNumber)?.asNumber();
    if (existing !== undefined) {
      const known = this.tree.parents.get(existing);
      if (known) return known;
    }
    const next = this.tree.root.lookupMaybe(name('ParentTreeNextKey'), PDFNumber)?.asNumber() ?? 0;
    const array = this.pdf.context.obj([]);
    this.tree.nums.push(PDFNumber.of(next));
    this.tree.nums.push(array);
    this.tree.parents.set(next, array);
    this.tree.root.set(name('ParentTreeNextKey'), PDFNumber.of(next + 1));
    page.node.set(name('StructParents'), PDFNumber.of(next));
    page.node.set(name('Tabs'), name('S'));
    return array;
  }

  /** Draws content of `element` on `page` inside `/Role <</MCID n>> BDC ... EMC`; no element: drawn as it is. */
  content(page: PDFPage, element: StructElement | undefined, draw: () => void): void {
    const parents = element ? this.parentsOf(page) : undefined;
    if (!element || !parents) {
      draw();
      return;
    }
    const mcid = parents.size();
    parents.push(element.ref);
    const { context } = this.pdf;
    element.kids.push(context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }));
    // A property list written inline (pdf-lib's operators take no dictionary).
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [name(element.role), `<</MCID ${mcid}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Draws page furniture (a footer, a rule) as an artifact a screen reader skips. */
  artifact(page: PDFPage, kind: 'Pagination' | 'Layout', draw: () => void): void {
    if (!this.tree) {
      draw();
      return;
    }
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [name('Artifact'), `<</Type /${kind}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
}
