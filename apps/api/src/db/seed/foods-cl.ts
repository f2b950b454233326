/**
 * The foods every instance starts with (issue 47), in the simple CSV an admin can also import (columns
 * in `FOOD_CSV_COLUMNS`): per 100 g, or 100 ml when `estado` is `liquido`; synonyms and household measures
 * separated by "|", a measure as "label=grams".
 *
 * Where the figures come from: USDA FoodData Central (SR Legacy), public domain. They were written here
 * from that source without the release at hand (this repository is built offline), rounded, so they are
 * approximations: the row's `fuente` says so, every screen calls them "referenciales", and a clinic
 * replaces them by importing the FoodData Central release or its licensed table (the import upserts by
 * id). The INTA/MINSAL tables are not used: their licence does not allow copying them.
 */
export const SEED_FOOD_SOURCE = 'USDA FoodData Central, SR Legacy (dominio público); valores aproximados';
export const SEED_FOOD_LICENCE = 'Dominio público (CC0 1.0)';

export const SEED_FOODS_CSV = `id,nombre,sinonimos,categoria,estado,energia_kcal,proteinas_g,grasas_g,grasas_saturadas_g,carbohidratos_g,azucares_g,fibra_g,sodio_mg,medidas
palta,Palta,aguacate|palta hass,Frutas,solido,160,2,14.7,2.1,8.5,0.7,6.7,7,1 unidad mediana=150|1 cucharada=15
manzana,Manzana,,Frutas,solido,52,0.3,0.2,0,13.8,10.4,2.4,1,1 unidad mediana=180
platano,Plátano,banana|banano|guineo,Frutas,solido,89,1.1,0.3,0.1,22.8,12.2,2.6,1,1 unidad mediana=120
naranja,Naranja,,Frutas,solido,47,0.9,0.1,0,11.8,9.4,2.4,0,1 unidad mediana=140
mandarina,Mandarina,clementina,Frutas,solido,53,0.8,0.3,0,13.3,10.6,1.8,2,1 unidad=75
pera,Pera,,Frutas,solido,57,0.4,0.1,0,15.2,9.8,3.1,1,1 unidad mediana=180
uva,Uva,uvas,Frutas,solido,69,0.7,0.2,0.1,18.1,15.5,0.9,2,1 taza=150|1 racimo chico=90
frutilla,Frutilla,fresa|frutillas,Frutas,solido,32,0.7,0.3,0,7.7,4.9,2,1,1 taza=150|1 unidad=12
kiwi,Kiwi,,Frutas,solido,61,1.1,0.5,0,14.7,9,3,3,1 unidad=75
durazno,Durazno,melocotón,Frutas,solido,39,0.9,0.3,0,9.5,8.4,1.5,0,1 unidad mediana=150
damasco,Damasco,albaricoque|chabacano,Frutas,solido,48,1.4,0.4,0,11.1,9.2,2,1,1 unidad=35
ciruela,Ciruela,,Frutas,solido,46,0.7,0.3,0,11.4,9.9,1.4,0,1 unidad=66
cereza,Cereza,guinda|cerezas,Frutas,solido,63,1.1,0.2,0,16,12.8,2.1,0,1 taza=140
sandia,Sandía,patilla,Frutas,solido,30,0.6,0.2,0,7.6,6.2,0.4,1,1 tajada=280|1 taza=150
melon,Melón,melón calameño|melón tuna,Frutas,solido,34,0.8,0.2,0.1,8.2,7.9,0.9,16,1 tajada=160
pina,Piña,ananá|ananás,Frutas,solido,50,0.5,0.1,0,13.1,9.9,1.4,1,1 rodaja=85|1 taza=165
limon,Limón,,Frutas,solido,29,1.1,0.3,0,9.3,2.5,2.8,2,1 unidad=60
chirimoya,Chirimoya,,Frutas,solido,75,1.6,0.7,0.2,17.7,12.9,3,7,1 taza=160
mango,Mango,,Frutas,solido,60,0.8,0.4,0.1,15,13.7,1.6,1,1 taza=165|1 unidad=200
arandano,Arándano,berries|arándanos|blueberry,Frutas,solido,57,0.7,0.3,0,14.5,10,2.4,1,1 taza=148|1 puñado=40
frambuesa,Frambuesa,frambuesas,Frutas,solido,52,1.2,0.7,0,11.9,4.4,6.5,1,1 taza=123
membrillo,Membrillo,,Frutas,solido,57,0.4,0.1,0,15.3,12.5,1.9,4,1 unidad=92
papaya,Papaya,lechosa,Frutas,solido,43,0.5,0.3,0.1,10.8,7.8,1.7,8,1 taza=145
higo,Higo,brevas,Frutas,solido,74,0.8,0.3,0.1,19.2,16.3,2.9,1,1 unidad=50
granada,Granada,,Frutas,solido,83,1.7,1.2,0.1,18.7,13.7,4,3,1/2 taza de granos=87
pasas,Pasas,uvas pasas|pasas de uva,Frutas,solido,299,3.1,0.5,0.1,79.2,59.2,3.7,11,1 cucharada=10
maracuya,Maracuyá,fruta de la pasión|parchita,Frutas,solido,97,2.2,0.7,0.1,23.4,11.2,10.4,28,1 unidad=18
pomelo,Pomelo,toronja,Frutas,solido,42,0.8,0.1,0,10.7,6.9,1.6,0,1/2 unidad=123
tomate,Tomate,jitomate,Verduras,solido,18,0.9,0.2,0,3.9,2.6,1.2,5,1 unidad mediana=123|1 taza picado=180
lechuga,Lechuga,,Verduras,solido,15,1.4,0.2,0,2.9,0.8,1.3,28,1 taza picada=36|1 plato=70
zanahoria,Zanahoria,,Verduras,solido,41,0.9,0.2,0,9.6,4.7,2.8,69,1 unidad mediana=61|1 taza rallada=110
cebolla,Cebolla,,Verduras,solido,40,1.1,0.1,0,9.3,4.2,1.7,4,1 unidad mediana=110|1 taza picada=160
ajo,Ajo,,Verduras,solido,149,6.4,0.5,0.1,33.1,1,2.1,17,1 diente=3
pimenton-rojo,Pimentón rojo,pimiento rojo|morrón|ají morrón,Verduras,solido,31,1,0.3,0,6,4.2,2.1,4,1 unidad=119
pimenton-verde,Pimentón verde,pimiento verde,Verduras,solido,20,0.9,0.2,0.1,4.6,2.4,1.7,3,1 unidad=119
zapallo-italiano,Zapallo italiano,zucchini|calabacín|calabacita,Verduras,solido,17,1.2,0.3,0.1,3.1,2.5,1,8,1 unidad mediana=196|1 taza=124
zapallo,Zapallo,calabaza|zapallo camote|auyama,Verduras,solido,26,1,0.1,0.1,6.5,2.8,0.5,1,1 taza en cubos=116|1 trozo=150
choclo,Choclo,maíz|elote|mazorca,Verduras,solido,86,3.3,1.4,0.3,18.7,6.3,2,15,1 unidad=90|1 taza de granos=145
poroto-verde,Poroto verde,judía verde|vainita|ejote|chaucha,Verduras,solido,31,1.8,0.2,0.1,7,3.3,2.7,6,1 taza=100
brocoli,Brócoli,brécol,Verduras,solido,34,2.8,0.4,0,6.6,1.7,2.6,33,1 taza=91
coliflor,Coliflor,,Verduras,solido,25,1.9,0.3,0.1,5,1.9,2,30,1 taza=107
espinaca,Espinaca,,Verduras,solido,23,2.9,0.4,0.1,3.6,0.4,2.2,79,1 taza cruda=30
acelga,Acelga,,Verduras,solido,19,1.8,0.2,0,3.7,1.1,1.6,213,1 taza cruda=36
betarraga,Betarraga,remolacha|betabel,Verduras,solido,43,1.6,0.2,0,9.6,6.8,2.8,78,1 unidad=82|1 taza rallada=136
pepino,Pepino,pepino ensalada,Verduras,solido,15,0.7,0.1,0,3.6,1.7,0.5,2,1 unidad=300|1 taza en rodajas=104
apio,Apio,,Verduras,solido,16,0.7,0.2,0,3,1.3,1.6,80,1 tallo=40
repollo,Repollo,col,Verduras,solido,25,1.3,0.1,0,5.8,3.2,2.5,18,1 taza picado=89
champinon,Champiñón,champiñones|hongos|setas,Verduras,solido,22,3.1,0.3,0.1,3.3,2,1,5,1 taza=70
berenjena,Berenjena,,Verduras,solido,25,1,0.2,0,5.9,3.5,3,2,1 taza=82
papa,Papa,patata|papas,Verduras,solido,77,2,0.1,0,17.5,0.8,2.2,6,1 unidad mediana=170
camote,Camote,batata|boniato,Verduras,solido,86,1.6,0.1,0,20.1,4.2,3,55,1 unidad mediana=130
cilantro,Cilantro,culantro,Verduras,solido,23,2.1,0.5,0,3.7,0.9,2.8,46,1 cucharada picado=4
perejil,Perejil,,Verduras,solido,36,3,0.8,0.1,6.3,0.9,3.3,56,1 cucharada picado=4
esparrago,Espárrago,espárragos,Verduras,solido,20,2.2,0.1,0,3.9,1.9,2.1,2,1 unidad=16
alcachofa,Alcachofa,alcaucil,Verduras,solido,47,3.3,0.2,0,10.5,1,5.4,94,1 unidad mediana=128
rabanito,Rabanito,rábano,Verduras,solido,16,0.7,0.1,0,3.4,1.9,1.6,39,1 unidad=5
cebollin,Cebollín,cebolla de verdeo|cebollino,Verduras,solido,32,1.8,0.2,0,7.3,2.3,2.6,16,1 cucharada picado=6
arveja,Arveja,guisante|chícharo|arvejas,Verduras,solido,81,5.4,0.4,0.1,14.5,5.7,5.7,5,1 taza=145
puerro,Puerro,ajo porro,Verduras,solido,61,1.5,0.3,0,14.2,3.9,1.8,20,1 unidad=89
porotos-cocidos,Porotos cocidos,frijoles|judías|alubias|porotos,Legumbres,solido,127,8.7,0.5,0.1,22.8,0.3,6.4,2,1 taza=177|1 cucharón=120
porotos-negros-cocidos,Porotos negros cocidos,frijoles negros,Legumbres,solido,132,8.9,0.5,0.1,23.7,0.3,8.7,1,1 taza=172
lentejas-cocidas,Lentejas cocidas,lentejas,Legumbres,solido,116,9,0.4,0.1,20.1,1.8,7.9,2,1 taza=198|1 cucharón=120
garbanzos-cocidos,Garbanzos cocidos,garbanzos,Legumbres,solido,164,8.9,2.6,0.3,27.4,4.8,7.6,7,1 taza=164
arvejas-partidas-cocidas,Arvejas partidas cocidas,arvejas secas,Legumbres,solido,118,8.3,0.4,0.1,21.1,2.9,8.3,2,1 taza=196
lentejas-crudas,Lentejas crudas,,Legumbres,solido,352,24.6,1.1,0.2,63.4,2,10.7,6,1 taza=192
porotos-crudos,Porotos crudos,frijoles crudos,Legumbres,solido,333,23.6,0.8,0.1,60,2.2,15.2,12,1 taza=184
garbanzos-crudos,Garbanzos crudos,,Legumbres,solido,378,20.5,6,0.6,63,10.7,12.2,24,1 taza=200
tofu,Tofu,queso de soya,Legumbres,solido,76,8.1,4.8,0.7,1.9,0.6,0.3,7,1 porción=85
hummus,Hummus,puré de garbanzos,Legumbres,solido,166,7.9,9.6,1.4,14.3,0.3,6,379,1 cucharada=15
marraqueta,Marraqueta,pan francés|pan batido|pan,Cereales y panes,solido,272,10.8,2.4,0.5,51.9,2.3,2.2,602,1 marraqueta=100|1/2 marraqueta=50
pan-molde-blanco,Pan de molde blanco,pan blanco|pan de caja,Cereales y panes,solido,266,7.6,3.3,0.7,50.6,5.3,2.4,490,1 rebanada=25
pan-integral,Pan integral,pan de molde integral|pan de trigo integral,Cereales y panes,solido,252,12.4,3.5,0.7,42.7,4.4,6,450,1 rebanada=32
pan-pita,Pan pita,pan árabe,Cereales y panes,solido,275,9.1,1.2,0.2,55.7,1.3,2.2,536,1 unidad=60
tortilla-maiz,Tortilla de maíz,,Cereales y panes,solido,218,5.7,2.9,0.4,44.6,0.9,6.3,45,1 unidad=26
arroz-cocido,Arroz blanco cocido,arroz graneado|arroz,Cereales y panes,solido,130,2.7,0.3,0.1,28.2,0.1,0.4,1,1 taza=158|1 cucharón=100
arroz-crudo,Arroz blanco crudo,,Cereales y panes,solido,365,7.1,0.7,0.2,80,0.1,1.3,5,1 taza=185
arroz-integral-cocido,Arroz integral cocido,,Cereales y panes,solido,112,2.3,0.8,0.2,23.5,0.4,1.8,5,1 taza=195
fideos-cocidos,Fideos cocidos,pasta|tallarines|spaghetti|espaguetis,Cereales y panes,solido,158,5.8,0.9,0.2,30.9,0.6,1.8,1,1 taza=140|1 plato=200
fideos-crudos,Fideos crudos,pasta seca,Cereales y panes,solido,371,13,1.5,0.3,74.7,2.7,3.2,6,1 porción=80
avena,Avena,hojuelas de avena|avena en hojuelas|copos de avena,Cereales y panes,solido,379,13.2,6.5,1.1,67.7,1,10.1,6,1 taza=80|1 cucharada=10
quinoa-cocida,Quínoa cocida,quinua|quinoa,Cereales y panes,solido,120,4.4,1.9,0.2,21.3,0.9,2.8,7,1 taza=185
quinoa-cruda,Quínoa cruda,quinua cruda,Cereales y panes,solido,368,14.1,6.1,0.7,64.2,0,7,5,1 taza=170|1 cucharada=11
harina-trigo,Harina de trigo,harina blanca|harina sin polvos,Cereales y panes,solido,364,10.3,1,0.2,76.3,0.3,2.7,2,1 taza=125|1 cucharada=8
maicena,Maicena,almidón de maíz|fécula de maíz,Cereales y panes,solido,381,0.3,0.1,0,91.3,0,0.9,9,1 cucharada=8
semola,Sémola,,Cereales y panes,solido,360,12.7,1.1,0.2,72.8,0,3.9,1,1 taza=167|1 cucharada=10
bulgur-cocido,Bulgur cocido,trigo partido|burgol,Cereales y panes,solido,83,3.1,0.2,0,18.6,0.1,4.5,5,1 taza=182
harina-maiz,Harina de maíz,polenta|sémola de maíz,Cereales y panes,solido,370,7.1,1.8,0.2,79.5,0.6,3.9,7,1 taza=157
hojuelas-maiz,Hojuelas de maíz,corn flakes|cereal de desayuno,Cereales y panes,solido,357,7.5,0.4,0.1,84.1,9.5,3.3,729,1 taza=28
galletas-agua,Galletas de agua,galletas de soda|crackers,Cereales y panes,solido,421,9.5,8.6,1.3,74.1,1.3,2.8,943,1 unidad=3
pan-hamburguesa,Pan de hamburguesa,pan de completo|pan de hot dog,Cereales y panes,solido,279,9.5,3.8,0.9,49.5,6.1,2.2,485,1 unidad=50
leche-entera,Leche entera,leche,Lácteos y huevos,liquido,61,3.2,3.3,1.9,4.8,5.1,0,43,1 taza=240|1 vaso=200
leche-semidescremada,Leche semidescremada,leche semi,Lácteos y huevos,liquido,50,3.3,2,1.3,4.8,5.1,0,47,1 taza=240|1 vaso=200
leche-descremada,Leche descremada,leche light|leche desnatada,Lácteos y huevos,liquido,34,3.4,0.1,0.1,5,5.1,0,42,1 taza=240|1 vaso=200
yogur-natural,Yogur natural,yoghurt natural|yogurt natural,Lácteos y huevos,solido,61,3.5,3.3,2.1,4.7,4.7,0,46,1 pote=125
yogur-descremado,Yogur natural descremado,yogur light|yogurt descremado,Lácteos y huevos,solido,56,5.7,0.2,0.1,7.7,7.7,0,77,1 pote=125
yogur-frutas,Yogur con frutas,yogur batido|yogurt de sabor,Lácteos y huevos,solido,95,4.4,1.1,0.7,19,19,0,58,1 pote=125
yogur-griego,Yogur griego natural,yogurt griego,Lácteos y huevos,solido,97,9,5,2.4,3.9,4,0,35,1 pote=110
queso-fresco,Queso fresco,queso blanco,Lácteos y huevos,solido,299,18.1,23.8,12.9,3,3.2,0,751,1 rebanada=30
queso-cottage,Queso cottage,,Lácteos y huevos,solido,98,11.1,4.3,1.7,3.4,2.7,0,364,1/2 taza=113
queso-mantecoso,Queso mantecoso,queso gauda|queso gouda|queso laminado,Lácteos y huevos,solido,356,24.9,27.4,17.6,2.2,2.2,0,819,1 lámina=20
queso-parmesano,Queso parmesano,queso rallado,Lácteos y huevos,solido,392,35.8,25.8,16.4,3.2,0.8,0,1602,1 cucharada=5
queso-crema,Queso crema,,Lácteos y huevos,solido,342,5.9,34.2,19.3,4.1,3.2,0,321,1 cucharada=15
mantequilla,Mantequilla,manteca|mantequilla con sal,Lácteos y huevos,solido,717,0.9,81.1,51.4,0.1,0.1,0,643,1 cucharadita=5|1 cucharada=14
huevo,Huevo,huevo de gallina|huevos,Lácteos y huevos,solido,143,12.6,9.5,3.1,0.7,0.4,0,142,1 unidad=50
clara-huevo,Clara de huevo,claras,Lácteos y huevos,solido,52,10.9,0.2,0,0.7,0.7,0,166,1 unidad=33
leche-polvo,Leche en polvo entera,,Lácteos y huevos,solido,496,26.3,26.7,16.7,38.4,38.4,0,371,1 cucharada=8
manjar,Manjar,dulce de leche|arequipe,Lácteos y huevos,solido,315,6.8,7.4,4.2,55.4,49.7,0,129,1 cucharada=19
crema,Crema de leche,nata|crema,Lácteos y huevos,liquido,340,2.8,36.1,23,2.7,2.9,0,27,1 cucharada=15
bebida-soya,Bebida de soya,leche de soya|leche de soja,Lácteos y huevos,liquido,54,3.3,1.8,0.2,6.3,4,0.6,51,1 vaso=200
bebida-almendra,Bebida de almendras sin azúcar,leche de almendras,Lácteos y huevos,liquido,15,0.6,1.2,0.1,0.6,0,0.2,72,1 vaso=200
leche-chocolate,Leche chocolatada,leche con chocolate,Lácteos y huevos,liquido,70,3.2,1.9,1.2,10.3,9.5,0.6,66,1 caja=200
pollo-pechuga-cruda,Pechuga de pollo cruda,pechuga|filete de pollo,Carnes y pescados,solido,120,22.5,2.6,0.6,0,0,0,45,1 filete=170
pollo-pechuga-cocida,Pechuga de pollo cocida,pollo a la plancha|pollo asado,Carnes y pescados,solido,165,31,3.6,1,0,0,0,74,1 presa=140
pollo-trutro-cocido,Trutro de pollo asado,muslo de pollo|pierna de pollo|trutro,Carnes y pescados,solido,247,25,15.5,4.3,0,0,0,84,1 trutro corto=80
vacuno-molida,Carne molida de vacuno,carne picada|carne molida,Carnes y pescados,solido,176,20,10,3.9,0,0,0,66,1 taza=225|1 porción=100
vacuno-bistec,Bistec de vacuno magro,posta|carne de vacuno|filete de res,Carnes y pescados,solido,200,29,8.5,3.3,0,0,0,60,1 bistec=120
cerdo-lomo,Lomo de cerdo cocido,chuleta de cerdo|cerdo,Carnes y pescados,solido,197,27.3,8.9,3.2,0,0,0,52,1 porción=100
pavo-pechuga,Pechuga de pavo cocida,pavo,Carnes y pescados,solido,147,30.1,2.1,0.6,0,0,0,99,1 porción=100
jamon-pavo,Jamón de pavo,fiambre de pavo,Carnes y pescados,solido,104,17,1.7,0.5,4.2,3.5,0.5,1015,1 lámina=15
jamon-cerdo,Jamón cocido,jamón|jamón de cerdo,Carnes y pescados,solido,145,17,6,2,3,1.5,0,1200,1 lámina=15
vienesa,Vienesa,salchicha|hot dog|salchicha tipo viena,Carnes y pescados,solido,290,11,26,9.5,3,1.5,0,1000,1 unidad=45
chorizo,Chorizo,,Carnes y pescados,solido,455,24.1,38.3,14.4,1.9,0,0,1235,1 unidad=60
salmon-crudo,Salmón crudo,salmón,Carnes y pescados,solido,208,20.4,13.4,3.1,0,0,0,59,1 porción=150
salmon-cocido,Salmón cocido,salmón a la plancha,Carnes y pescados,solido,206,22.1,12.4,2.5,0,0,0,61,1 porción=130
jurel-conserva,Jurel en conserva escurrido,jurel|jurel en lata,Carnes y pescados,solido,156,23.2,6.3,1.9,0,0,0,379,1/2 taza=75|1 lata escurrida=300
atun-agua,Atún en agua escurrido,atún|atún en lata,Carnes y pescados,solido,116,25.5,0.8,0.2,0,0,0,338,1 lata escurrida=120
merluza,Merluza cocida,pescado blanco|filete de merluza,Carnes y pescados,solido,116,23.5,1.7,0.4,0,0,0,132,1 filete=120
choritos,Choritos cocidos,mejillones|choros|cholgas,Carnes y pescados,solido,172,23.8,4.5,0.9,7.4,0,0,369,1 taza=150
camarones,Camarones cocidos,gambas|langostinos,Carnes y pescados,solido,99,24,0.3,0.1,0.2,0,0,111,1 porción=85
sardinas,Sardinas en aceite escurridas,sardinas,Carnes y pescados,solido,208,24.6,11.5,1.5,0,0,0,307,1 lata escurrida=90
aceite-oliva,Aceite de oliva,oliva,Aceites y frutos secos,solido,884,0,100,13.8,0,0,0,2,1 cucharada=13.5|1 cucharadita=4.5
aceite-maravilla,Aceite de maravilla,aceite de girasol|aceite vegetal,Aceites y frutos secos,solido,884,0,100,10.3,0,0,0,0,1 cucharada=13.6|1 cucharadita=4.5
aceite-canola,Aceite de canola,aceite de raps,Aceites y frutos secos,solido,884,0,100,7.4,0,0,0,0,1 cucharada=14
nueces,Nueces,nuez,Aceites y frutos secos,solido,654,15.2,65.2,6.1,13.7,2.6,6.7,2,1 puñado=30|1 unidad=5
almendras,Almendras,almendra,Aceites y frutos secos,solido,579,21.2,49.9,3.8,21.6,4.4,12.5,1,1 puñado=28|1 unidad=1.2
mani,Maní tostado sin sal,cacahuate|cacahuete|maní,Aceites y frutos secos,solido,585,23.7,49.7,6.9,21.5,4.2,8,6,1 puñado=28
mantequilla-mani,Mantequilla de maní,crema de cacahuate|pasta de maní,Aceites y frutos secos,solido,588,25.1,50.4,10.3,20,9.2,6,459,1 cucharada=16
chia,Semillas de chía,chía,Aceites y frutos secos,solido,486,16.5,30.7,3.3,42.1,0,34.4,16,1 cucharada=12
linaza,Linaza,semillas de lino|linaza molida,Aceites y frutos secos,solido,534,18.3,42.2,3.7,28.9,1.6,27.3,30,1 cucharada=10
maravilla-semillas,Semillas de maravilla,pepitas de girasol|semillas de girasol,Aceites y frutos secos,solido,584,20.8,51.5,4.5,20,2.6,8.6,9,1 cucharada=9
zapallo-semillas,Semillas de zapallo,pepitas de calabaza,Aceites y frutos secos,solido,559,30.2,49,8.7,10.7,1.4,6,7,1 cucharada=9
aceitunas,Aceitunas,aceitunas de azapa|olivas,Aceites y frutos secos,solido,115,0.8,10.7,1.4,6.3,0,3.2,735,1 unidad=4
coco-rallado,Coco rallado,coco deshidratado,Aceites y frutos secos,solido,660,6.9,64.5,57.2,23.7,7.4,16.3,37,1 cucharada=5
mayonesa,Mayonesa,mayo,Aceites y frutos secos,solido,680,1,75,11.7,0.6,0.6,0,635,1 cucharada=14
agua,Agua,agua potable|agua mineral,Bebidas,liquido,0,0,0,0,0,0,0,4,1 vaso=200|1 botella=500
bebida-cola,Bebida cola,gaseosa|refresco|bebida,Bebidas,liquido,37,0.1,0,0,9.6,9,0,4,1 lata=350|1 vaso=200
bebida-cola-sin-azucar,Bebida cola sin azúcar,bebida light|bebida zero,Bebidas,liquido,1,0.1,0,0,0.1,0,0,4,1 lata=350|1 vaso=200
cafe,Café,café de grano|café de filtro|café instantáneo preparado,Bebidas,liquido,1,0.1,0,0,0,0,0,2,1 taza=240
te,Té,té negro|infusión,Bebidas,liquido,1,0,0,0,0.3,0,0,3,1 taza=240
jugo-naranja,Jugo de naranja natural,zumo de naranja,Bebidas,liquido,45,0.7,0.2,0,10.4,8.4,0.2,1,1 vaso=200
jugo-manzana,Jugo de manzana,zumo de manzana,Bebidas,liquido,46,0.1,0.1,0,11.3,9.6,0.2,4,1 vaso=200
nectar-durazno,Néctar de durazno,néctar,Bebidas,liquido,54,0.3,0,0,13.9,13.2,0.6,7,1 vaso=200
cerveza,Cerveza,chela,Bebidas,liquido,43,0.5,0,0,3.6,0,0,4,1 lata=350
vino-tinto,Vino tinto,vino,Bebidas,liquido,85,0.1,0,0,2.6,0.6,0,4,1 copa=150
azucar,Azúcar,azúcar blanca|azúcar granulada,Otros,solido,387,0,0,0,100,99.8,0,1,1 cucharadita=4|1 cucharada=12.5
miel,Miel,miel de abeja,Otros,solido,304,0.3,0,0,82.4,82.1,0.2,4,1 cucharada=21|1 cucharadita=7
mermelada,Mermelada,dulce de fruta|confitura,Otros,solido,278,0.4,0.1,0,68.9,48.5,1.1,32,1 cucharada=20
sal,Sal,sal de mesa,Otros,solido,0,0,0,0,0,0,0,38758,1 cucharadita=6|1 pizca=0.4
chocolate-amargo,Chocolate amargo,chocolate 70%|chocolate negro,Otros,solido,598,7.8,42.6,24.5,45.9,24,10.9,20,1 cuadrado=10
chocolate-leche,Chocolate de leche,chocolate,Otros,solido,535,7.7,29.7,18.5,59.4,51.5,3.4,79,1 cuadrado=10
papas-fritas,Papas fritas de bolsa,chips|papitas,Otros,solido,536,7,34.6,3.1,52.9,0.3,4.4,525,1 bolsa chica=30
ketchup,Ketchup,kétchup|salsa de tomate dulce,Otros,solido,101,1,0.1,0,27.4,21.3,0.3,907,1 cucharada=17
mostaza,Mostaza,,Otros,solido,60,3.7,3.3,0.2,5.8,0.9,4,1120,1 cucharadita=5
salsa-soya,Salsa de soya,salsa de soja|sillao,Otros,liquido,53,8.1,0.6,0.1,4.9,0.4,0.8,5493,1 cucharada=16
cacao-polvo,Cacao en polvo sin azúcar,cacao amargo,Otros,solido,228,19.6,13.7,8.1,57.9,1.8,37,21,1 cucharada=5
helado-vainilla,Helado de vainilla,helado,Otros,solido,207,3.5,11,6.8,23.6,21.2,0.7,80,1 bola=66
salsa-tomate,Salsa de tomate natural,salsa de tomate|puré de tomate,Otros,solido,24,1.2,0.3,0,5.3,3.6,1.5,250,1/2 taza=122
caldo-verduras,Caldo de verduras preparado,caldo,Otros,liquido,6,0.2,0.1,0,1.2,0.6,0,280,1 taza=240
vinagre,Vinagre,vinagre de vino,Otros,liquido,19,0,0,0,0.3,0,0,8,1 cucharada=15
levadura,Levadura seca,levadura en polvo,Otros,solido,325,40.4,7.6,1,41.2,0,26.9,51,1 sobre=7
`;
