// The featured-concert picker: Decap's relation control, offering the hits alone, in Estonian. Decap
// adds every concert it loaded first to the hits, so Enter on a word matching nothing took an
// unrelated concert; and its two messages are English.
import { cloneElement, type ReactElement } from 'react';
import RelationWidget from 'decap-cms-widget-relation';

const DecapRelationControl = RelationWidget.controlComponent;

const PICKER_MESSAGES = {
  loading: 'Kontsertide laadimine…',
  none: 'Ükski kontsert ei vasta. Kirjuta pealkirja, esineja, helilooja või koha sõna.',
};

/** As in Decap's own control. */
const TYPING_PAUSE_MS = 300;

interface ControlProps {
  field: { get(key: string): unknown };
  forID: string;
  query(forID: string, collection: unknown, searchFields: string[], term: string, file: unknown): Promise<{ payload?: { hits?: unknown[] } }>;
}

class RelationControlThatOffersOnlyHits extends DecapRelationControl {
  private typing?: ReturnType<typeof setTimeout>;

  constructor(props: ConstructorParameters<typeof DecapRelationControl>[0]) {
    super(props);
    this.loadOptions = (term, callback) => {
      clearTimeout(this.typing);
      this.typing = setTimeout(() => void this.findOptions(term).then(callback, () => callback([])), TYPING_PAUSE_MS);
    };
  }

  private async findOptions(term: string) {
    const { field, forID, query } = this.props as unknown as ControlProps;
    const searchFields = field.get('search_fields') as { toJS(): string[] };
    const result = await query(forID, field.get('collection'), searchFields.toJS(), term, field.get('file'));
    return this.parseHitOptions(result.payload?.hits ?? []).slice(0, Number(field.get('options_length')) || 20);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.typing);
    super.componentWillUnmount();
  }

  override render(): ReactElement {
    const messages = { loadingMessage: () => PICKER_MESSAGES.loading, noOptionsMessage: () => PICKER_MESSAGES.none };
    return cloneElement(super.render() as ReactElement<typeof messages>, messages);
  }
}

export const relationWidget = RelationWidget.Widget({ controlComponent: RelationControlThatOffersOnlyHits });
