# Nuevo Mundo, escenario 1 (Las Dos Hermanas): where each region of
# escenario-1.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (9 crossings), kept as data; move them freely.
box 100 66
93.0 53.1 T1
77.8 52.5 T2
90.4 40.8 T3
67.6 46.4 T4
74.1 32.0 T5
64.8 35.1 T6
7.0 26.0 T7
10.7 17.0 T8
22.1 21.4 T9
17.0 7.2 T10
31.5 6.0 T11
79.4 41.6 M1
51.8 37.0 M2
24.4 32.1 M3
81.2 23.6 M4
55.2 20.4 M5
32.2 17.0 M6
