# Nuevo Mundo, escenario 3 (El Archipiélago): where each region of
# escenario-3.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (9 crossings), kept as data; move them freely.
box 100 66
62.1 47.3 T1
53.2 49.0 T2
60.1 33.4 T3
66.6 39.6 T4
27.0 60.0 T5
9.0 60.0 T6
18.0 59.2 T7
7.0 51.2 T8
7.0 42.2 T9
46.2 6.0 T10
37.9 9.4 T11
54.2 10.2 T12
24.5 17.9 T13
16.4 14.0 T14
7.0 16.7 T15
13.9 22.6 T16
50.3 38.4 M1
40.2 42.9 M2
32.0 50.2 M3
20.7 48.5 M4
45.4 28.5 M5
34.5 31.1 M6
28.0 39.9 M7
17.2 38.0 M8
46.0 17.5 M9
35.3 20.1 M10
23.2 28.8 M11
7.0 31.2 M12
