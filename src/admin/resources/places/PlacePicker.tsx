import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { CircleMarker, GeoJSON, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import land from 'world-atlas/land-110m.json';
import 'leaflet/dist/leaflet.css';

declare global {
  interface Window {
    /** A tile server's URL template, configured by the page; without it the console draws a world outline. */
    MAP_TILE_URL?: string;
  }
}

const outline = feature(land as unknown as Topology, (land as unknown as Topology).objects.land as GeometryCollection) as FeatureCollection;

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Puts the place's `lat`/`lng` where the editor clicks; works offline with a world outline from world-atlas. */
export function PlacePicker() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const lat = useWatch({ name: 'lat' }) as number | null | undefined;
  const lng = useWatch({ name: 'lng' }) as number | null | undefined;
  const tiles = typeof window !== 'undefined' ? window.MAP_TILE_URL : undefined;
  const hasPoint = typeof lat === 'number' && typeof lng === 'number';
  const center = useMemo<[number, number]>(() => (hasPoint ? [lat, lng] : [31.77, 35.21]), []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.map.hint')}
      </Typography>
      <Box sx={{ height: 320, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} data-testid="place-picker">
        <MapContainer center={center} zoom={hasPoint ? 6 : 4} style={{ height: '100%', width: '100%', background: '#dbe9f4' }} worldCopyJump>
          {tiles ? (
            <TileLayer url={tiles} attribution="&copy; OpenStreetMap" />
          ) : (
            <GeoJSON data={outline} style={{ color: '#1F4E79', weight: 1, fillColor: '#f4f1ea', fillOpacity: 1 }} />
          )}
          <ClickToPick
            onPick={(pickedLat, pickedLng) => {
              setValue('lat', round(pickedLat), { shouldDirty: true });
              setValue('lng', round(((pickedLng + 540) % 360) - 180), { shouldDirty: true });
            }}
          />
          {hasPoint && <CircleMarker center={[lat, lng]} radius={8} pathOptions={{ color: '#7A2E8E', fillOpacity: 0.8 }} />}
        </MapContainer>
      </Box>
    </Box>
  );
}
