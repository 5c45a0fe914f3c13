# TEG: where each country of teg.map sits on the board picture, a
# schematic world map (x east, y south, in a box of 100 x 62), and which
# borders cross water (drawn dashed). Read by games/teg/teg_scene.c with
# scene_geo_load (format in adjudicator/base/scene.h). Positions follow the
# board's layout, roughly a world map: the Americas west, Europe and
# Africa in the middle, Asia and Oceania east; Alaska-Kamchatka and
# Chile-Australia go round the back. Each country's area is the part of a
# disc round its place nearer it than any other place: the places sit so
# that countries bordering by land meet (a few, round China, are joined by
# a line instead; test_picture's test_map_areas checks either).
box 100 62
# North America
4 8 alaska
12 8 yukon
19 10 canada
34 4 groenlandia
30 11 labrador
10 17 oregon
19 18 nueva-york
25 18 terranova
11 25 california
15 32 mexico
# South America
21 38 colombia
18 46 peru
28 45 brasil
17 55 chile
24 54 argentina
31 52 uruguay
# Europe
42 7 islandia
42 15 gran-bretana
51 8 suecia
61 15 rusia
42 24 espana
47 19 francia
52 17 alemania
53 24 italia
57 20 polonia
# Africa
46 36 sahara
55 33 egipto
56 42 etiopia
49 46 zaire
55 52 sudafrica
61 50 madagascar
# Asia
64 25 turquia
59 30 israel
65 33 arabia
70 22 iran
67 12 aral
73 4 tartaria
82 4 taimir
80 11 siberia
92 9 kamchatka
76 17 mongolia
76 25 gobi
84 22 china
95 20 japon
72 30 india
80 32 malasia
# Oceania
75 42 sumatra
85 41 borneo
91 48 java
85 54 australia
# Borders across water.
sea brasil sahara
sea chile australia
sea alaska kamchatka
sea groenlandia islandia
sea groenlandia labrador
sea nueva-york groenlandia
sea terranova labrador
sea sahara espana
sea espana gran-bretana
sea alemania gran-bretana
sea gran-bretana islandia
sea suecia islandia
sea egipto polonia
sea egipto turquia
sea zaire madagascar
sea egipto madagascar
sea australia borneo
sea australia java
sea australia sumatra
sea borneo malasia
sea sumatra india
sea china japon
sea kamchatka japon
