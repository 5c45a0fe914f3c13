# Nuevo Mundo, escenario 2 (Tres Cayos): where each region of
# escenario-2.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (6 crossings), kept as data; move them freely.
box 100 66
7.0 39.8 T1
8.6 27.2 T2
14.2 34.3 T3
23.2 38.5 T4
32.4 58.5 T5
41.3 60.0 T6
50.9 60.0 T7
54.6 51.6 T8
35.0 42.7 T9
30.8 6.0 T10
38.0 11.4 T11
46.9 16.9 T12
46.3 7.9 T13
15.6 46.6 M1
22.4 27.0 M2
27.5 17.3 M3
26.3 49.4 M4
32.1 32.1 M5
37.3 22.4 M6
43.9 49.3 M7
48.1 39.2 M8
46.6 28.3 M9
