# Nuevo Mundo, escenario 4 (Mar de los Sargazos): where each region of
# escenario-4.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (5 crossings), kept as data; move them freely.
box 100 66
22.8 38.5 T1
32.9 44.8 T2
45.4 43.8 T3
40.5 36.3 T4
31.4 35.9 T5
17.4 6.0 T6
26.5 7.0 T7
35.7 6.0 T8
58.6 17.7 T9
67.6 17.8 T10
60.6 8.9 T11
7.0 47.1 T12
12.9 53.9 T13
19.5 60.0 T14
48.7 60.0 T15
58.3 60.0 T16
21.5 16.8 M1
35.4 17.0 M2
47.6 19.0 M3
60.4 28.5 M4
17.6 27.8 M5
28.3 25.4 M6
49.4 29.9 M7
56.1 38.7 M8
11.9 37.2 M9
23.0 49.5 M10
40.0 53.3 M11
54.8 49.6 M12
