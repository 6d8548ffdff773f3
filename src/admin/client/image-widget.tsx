// Decap's image field asks for its picture once, while the picture is still being fetched, and
// shows Decap's empty placeholder until something else redraws the form (decaporg/decap-cms#7099):
// the shipped posters and logos stood as blank boxes. This field asks again whenever Decap's store
// of media changes, by handing Decap's own control a new `getAsset` then; nothing else differs.
import { Component, createElement } from 'react';
import ImageWidget from 'decap-cms-widget-image';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';

type GetAsset = (path: string, field: unknown) => unknown;
type Medias = ReturnType<typeof store.getState>['medias'];

const DecapImageControl = ImageWidget.controlComponent;

class ImageControlThatShowsItsPicture extends Component<{ getAsset: GetAsset } & Record<string, unknown>, { medias: Medias }> {
  override state = { medias: store.getState().medias };
  private unsubscribe?: () => void;
  private asked?: { from: GetAsset; medias: Medias; getAsset: GetAsset };

  override componentDidMount(): void {
    this.unsubscribe = store.subscribe(() => {
      const { medias } = store.getState();
      if (medias !== this.state.medias) this.setState({ medias });
    });
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
  }

  /** Decap's form asks each control whether its value is valid; the image control has no rule of its own. */
  isValid = () => true;

  override render() {
    return createElement(DecapImageControl, { ...this.props, getAsset: this.toGetAsset() });
  }

  /** The same function while neither Decap's nor the media changed, so the control redraws only then. */
  private toGetAsset(): GetAsset {
    const { getAsset } = this.props;
    const { medias } = this.state;
    if (this.asked?.from !== getAsset || this.asked.medias !== medias) {
      this.asked = { from: getAsset, medias, getAsset: (path, field) => getAsset(path, field) };
    }
    return this.asked.getAsset;
  }
}

export const imageWidget = ImageWidget.Widget({ controlComponent: ImageControlThatShowsItsPicture });
