/**
 * The Leaflet map: OpenStreetMap tiles, a marker at the studio and its info window open.
 * Without a network the tiles fail one by one; the map then says so once, quietly, and keeps
 * the marker and the info window so the page is still useful.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import styles from './studio-map.module.css';

const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
// The OpenStreetMap credit its licence asks for (ODbL), the rest in Korean.
const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright" title="오픈스트리트맵 저작권 안내">OpenStreetMap</a> 기여자';
const libraryCredit = '<a href="https://leafletjs.com" title="지도를 그리는 오픈소스 라이브러리">리플렛</a>';

// Leaflet finds its default marker pictures through a CSS path a bundler rewrites, so name them.
const markerPicture = new L.Icon({
  ...L.Icon.Default.prototype.options,
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
});

/** The place the map shows: the studio, with the address as its info window says it. */
export interface MapPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

function popupContent(place: MapPlace): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.className = styles.popupName ?? '';
  name.textContent = place.name;
  const address = document.createElement('span');
  address.className = styles.popupAddress ?? '';
  address.textContent = place.address;
  box.append(name, address);
  return box;
}

export interface LeafletMapProps {
  place: MapPlace;
  /** The map takes the keyboard focus once drawn (it replaces the button that asked for it). */
  takeFocus?: boolean;
}

export function LeafletMap({ place, takeFocus = false }: LeafletMapProps) {
  const container = useRef<HTMLElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { name, address, lat, lng } = place;

  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, {
      center: [lat, lng],
      zoom: 17,
      // The page scrolls past the map; the wheel should not get caught in it.
      scrollWheelZoom: false,
      zoomControl: false,
    });
    // Leaflet's own credit, with its English hover text, becomes a Korean one.
    map.attributionControl.setPrefix(libraryCredit);
    L.control.zoom({ position: 'topright', zoomInTitle: '지도 확대', zoomOutTitle: '지도 축소' }).addTo(map);
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution });
    tiles.once('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    L.marker([lat, lng], { icon: markerPicture, alt: `${name} 위치`, title: name })
      .addTo(map)
      .bindPopup(popupContent({ name, address, lat, lng }), {
        closeButton: false,
        autoClose: false,
        closeOnClick: false,
      })
      .openPopup();
    if (takeFocus) container.current.focus({ preventScroll: true });
    return () => {
      map.remove();
    };
  }, [name, address, lat, lng, takeFocus]);

  return (
    <div className={styles.frame}>
      <section
        ref={container}
        className={styles.map}
        aria-label={`${name} 위치 지도 (방향키로 이동, +와 - 키로 확대·축소)`}
      />
      {/* Over the map, not below it: the text under the map stays where it was. */}
      {tilesFailed ? (
        <p className={styles.note} role="status">
          지도 그림을 불러오지 못했습니다. 아래 주소와 길찾기를 이용해 주세요.
        </p>
      ) : null}
    </div>
  );
}
