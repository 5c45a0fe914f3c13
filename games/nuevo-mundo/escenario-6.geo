# Nuevo Mundo, escenario 6 (Los Siete Cayos): where each region of
# escenario-6.map sits on the board picture, in a box of 100 x 66
# (x east, y south). Read by games/nuevo-mundo/nm_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). The scenario has no
# drawn map (issue 13): these places come from a spring layout of its
# borders and coasts (5 crossings), kept as data; move them freely.
box 100 66
25.4 26.3 T1
36.4 23.0 T2
47.9 39.7 T3
39.1 37.8 T4
32.9 31.3 T5
7.0 36.5 T6
7.0 20.6 T7
20.8 6.0 T8
33.4 6.0 T9
7.4 45.5 T10
10.1 54.4 T11
17.1 60.0 T12
55.7 9.3 T13
68.9 14.0 T14
36.3 60.0 T15
45.3 60.0 T16
57.0 59.4 T17
68.7 46.9 T18
74.4 39.9 T19
14.6 28.5 M1
17.2 16.4 M2
28.2 15.7 M3
41.7 13.3 M4
18.4 47.2 M5
21.9 36.8 M6
45.6 28.9 M7
50.9 19.3 M8
26.7 54.6 M9
30.1 44.1 M10
56.2 31.9 M11
61.5 22.2 M12
39.7 49.5 M13
50.7 50.4 M14
58.5 42.7 M15
67.2 31.6 M16
