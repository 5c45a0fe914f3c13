# Nuevo Mundo, escenario 5 (Las Antillas Perdidas): where each region of
# escenario-5.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (1 crossings), kept as data; move them freely.
box 100 66
14.0 6.0 T1
35.9 6.0 T2
26.9 6.0 T3
56.0 10.0 T4
64.3 17.8 T5
63.8 28.5 T6
7.0 19.0 T7
7.0 30.9 T8
7.0 39.9 T9
35.8 32.2 T10
43.5 36.9 T11
36.2 42.2 T12
28.4 37.3 T13
61.5 51.7 T14
67.1 60.0 T15
58.1 60.0 T16
7.0 60.0 T17
16.0 60.0 T18
20.4 14.9 M1
34.8 17.0 M2
45.0 12.9 M3
53.7 20.8 M4
16.4 25.1 M5
27.4 25.1 M6
43.2 24.0 M7
53.3 31.8 M8
17.3 36.1 M9
21.8 46.1 M10
45.8 48.0 M11
55.4 42.6 M12
11.5 50.0 M13
26.3 56.2 M14
37.3 55.0 M15
47.1 60.0 M16
