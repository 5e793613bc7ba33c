/**
 * A small map on which the owner puts the studio's marker: a tap or click moves it there, and
 * the marker can be dragged. Leaflet and its stylesheet load with this component, on the
 * settings page only. The latitude and longitude fields beside it stay the exact, keyboard
 * way to set the position; without a network the tiles fail and the map says so.
 */
import type { Map as LeafletMap, LeafletMouseEvent, Marker } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import styles from './location-picker.module.css';

interface LatLng {
  lat: number;
  lng: number;
}

const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright" title="오픈스트리트맵 저작권 안내">OpenStreetMap</a> 기여자';

/** Six decimals are about ten centimetres: more only looks precise. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const usable = (point: LatLng) => Number.isFinite(point.lat) && Number.isFinite(point.lng);

export function LocationPicker({
  value,
  onChange,
  disabled,
  label,
}: {
  value: LatLng;
  onChange(next: LatLng): void;
  disabled: boolean;
  label: string;
}) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const start = useRef(value);

  useEffect(() => {
    let cancelled = false;
    let created: LeafletMap | null = null;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
      ([{ default: L }]) => {
        if (cancelled || !container.current) return;
        const center = usable(start.current) ? start.current : { lat: 37.5665, lng: 126.978 };
        created = L.map(container.current, {
          center: [center.lat, center.lng],
          zoom: 16,
          scrollWheelZoom: false,
          zoomControl: false,
        });
        created.attributionControl.setPrefix(false);
        L.control
          .zoom({ position: 'topright', zoomInTitle: '지도 확대', zoomOutTitle: '지도 축소' })
          .addTo(created);
        const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution });
        tiles.once('tileerror', () => setTilesFailed(true));
        tiles.addTo(created);
        const icon = new L.Icon({
          ...L.Icon.Default.prototype.options,
          iconUrl: markerIcon,
          iconRetinaUrl: markerIcon2x,
          shadowUrl: markerShadow,
        });
        const pin = L.marker([center.lat, center.lng], {
          icon,
          draggable: true,
          keyboard: false,
          alt: '학원 위치 표시',
        }).addTo(created);
        const move = (lat: number, lng: number) => {
          if (disabledRef.current) return;
          onChangeRef.current({ lat: rounded(lat), lng: rounded(lng) });
        };
        pin.on('dragend', () => {
          const point = pin.getLatLng();
          move(point.lat, point.lng);
        });
        created.on('click', (event: LeafletMouseEvent) => move(event.latlng.lat, event.latlng.lng));
        map.current = created;
        marker.current = pin;
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // The fields, a restore or a drop moved the position: the marker follows, and the map keeps it in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the map is ready, the marker takes the value typed meanwhile.
  useEffect(() => {
    if (!usable(value) || !marker.current || !map.current) return;
    const current = marker.current.getLatLng();
    if (current.lat === value.lat && current.lng === value.lng) return;
    marker.current.setLatLng([value.lat, value.lng]);
    if (!map.current.getBounds().contains([value.lat, value.lng])) map.current.panTo([value.lat, value.lng]);
  }, [value, state]);

  return (
    <div className={styles.frame}>
      <section ref={container} className={styles.map} aria-label={label} />
      {state === 'loading' ? <p className={styles.note}>지도를 불러오는 중입니다...</p> : null}
      {state === 'failed' ? (
        <p className={styles.note} role="status">
          지도를 불러오지 못했습니다. 위도와 경도를 직접 입력해 주세요.
        </p>
      ) : null}
      {state === 'ready' && tilesFailed ? (
        <p className={styles.note} role="status">
          지도 그림을 불러오지 못했습니다. 표시는 옮길 수 있고, 위도와 경도를 직접 입력해도 됩니다.
        </p>
      ) : null}
    </div>
  );
}
