# La reconquista: where each province of reconquista.map sits on the board
# picture, and which borders cross water (drawn dashed). Read by
# games/reconquista/reco_scene.c with scene_geo_load (format in
# adjudicator/base/scene.h), except that here x is the longitude (east
# positive) and y the latitude of an approximate centroid, in degrees;
# reco_scene.c projects them (equirectangular at 40°N). "box" gives the
# west and north edges of the picture and its width and height in degrees
# of longitude and latitude: "box W H" with the corner on the lines below.
# Each province's area is the part of the land nearer its place than any
# other place, so a few places are nudged off the centroid for provinces
# that border to meet (four pairs are joined by a line instead).
box 13.3 8.3
# the north-west corner of the picture
-9.8 44.0 corner
# Spain
-2.7 42.85 alava
-2.0 38.8 albacete
-0.55 38.45 alicante
-2.35 37.2 almeria
-5.9 43.3 asturias
-4.9 40.6 avila
-6.3 38.7 badajoz
2.5 39.6 baleares
2.05 41.6 barcelona
-3.6 42.38 burgos
-6.2 39.75 caceres
-5.75 36.5 cadiz
-4.2 43.15 cantabria
-0.15 40.2 castellon
-3.8 38.95 ciudad-real
-4.8 37.9 cordoba
-2.2 39.9 cuenca
2.5 42.2 girona
-2.9 37.45 granada
-2.6 40.8 guadalajara
-2.05 43.15 gipuzkoa
-6.85 37.6 huelva
-0.1 42.4 huesca
-3.5 38.1 jaen
-8.4 43.1 a-coruna
-2.5 42.3 la-rioja
-5.6 42.7 leon
0.75 41.85 lleida
-7.5 43.0 lugo
-3.7 40.45 madrid
-4.6 36.8 malaga
-1.3 37.9 murcia
-1.65 42.7 navarra
-7.6 42.2 ourense
-4.5 42.4 palencia
-8.5 42.45 pontevedra
-6.0 40.8 salamanca
-4.05 41.15 segovia
-5.7 37.4 sevilla
-2.6 41.6 soria
0.85 41.1 tarragona
-0.8 40.6 teruel
-4.3 39.8 toledo
-0.6 39.4 valencia
-4.8 41.6 valladolid
-3.0 43.25 bizkaia
-6.0 41.7 zamora
-1.0 41.6 zaragoza
# Portugal (the provinces of 1936)
-8.1 37.2 algarve
-7.6 38.9 alto-alentejo
-7.7 38.0 baixo-alentejo
-7.4 40.7 beira-alta
-7.3 39.9 beira-baixa
-8.5 40.3 beira-litoral
-8.4 41.1 douro-litoral
-9.1 39.05 estremadura
-8.45 41.75 minho
-8.3 39.2 ribatejo
-7.2 41.6 tras-os-montes
# Andorra
1.55 42.55 andorra
# Borders across water.
sea baleares barcelona
sea baleares tarragona
sea baleares castellon
sea baleares valencia
# The coasts, longitude and latitude round the land: the peninsula
# (clockwise from Finisterre) and Mallorca (where the Baleares sit here).
outline -9.3 42.9 -8.9 43.35 -7.7 43.75 -5.8 43.6 -3.8 43.5 -1.8 43.4 -1.4 43.2 0.5 42.7 3.2 42.45 3.2 41.9 2.1 41.3 0.9 41.0 0.5 40.5 -0.3 39.5 0.2 38.75 -0.5 38.3 -0.7 37.6 -1.6 37.4 -2.1 36.75 -3.0 36.75 -4.4 36.7 -5.3 36.1 -5.6 36.0 -6.3 36.6 -7.0 37.2 -7.4 37.2 -8.0 37.0 -8.9 37.0 -8.8 38.0 -9.2 38.7 -9.5 38.8 -9.3 39.4 -8.8 40.2 -8.7 41.2 -8.9 41.9 -8.9 42.5
outline 2.05 39.55 2.6 39.95 3.15 39.75 2.95 39.3 2.4 39.35
