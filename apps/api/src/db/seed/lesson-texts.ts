/**
 * The demo courses' readings (issue 49 §11): one per section, in the order of `COURSES[].sections`, written
 * for a person who takes the course, not as filler. A lesson's minutes come from its words.
 */
export const LESSON_READINGS: Record<string, readonly string[]> = {
  'alimentacion-consciente': [
    `No toda el hambre es igual. El hambre física aparece de a poco, unas horas después de la última comida, y se nota en el cuerpo: el estómago suena, baja la energía, cuesta concentrarse. Cuando llega, casi cualquier comida la calma, y se va cuando ya comiste lo suficiente.

El hambre emocional, en cambio, llega de golpe y suele pedir algo muy específico: algo dulce, algo salado, algo crujiente. Aparece después de una discusión, de un día largo o frente al aburrimiento, y no se va aunque el estómago ya esté lleno. Muchas veces deja culpa después.

Ninguna de las dos es "mala". Comer por emoción es humano; el problema aparece cuando es la única forma que tenemos de sentirnos mejor.

Esta semana, antes de comer fuera de tus horarios, hazte tres preguntas: ¿cuándo comí por última vez?, ¿me sirve cualquier comida o solo una en particular?, ¿qué estoy sintiendo ahora? Anota las respuestas en tu diario de Vitalia. No se trata de prohibirte nada, sino de conocerte: con esa información podrás elegir, y llevarla a tu próxima consulta.`,
    `El plato saludable es una forma simple de armar tus comidas sin pesar ni contar. Imagina tu plato dividido en tres partes.

La mitad son verduras: lechuga, tomate, zapallo italiano, repollo, zanahoria, porotos verdes. Mientras más colores, mejor. Pueden ser crudas o cocidas, y las de estación son más baratas y sabrosas.

Un cuarto es proteína: legumbres, pescado, huevo, pollo, carne magra o quesillo. Las legumbres cuentan como proteína y son de las opciones más económicas de la feria: inclúyelas al menos dos veces por semana.

El otro cuarto son cereales o tubérculos: arroz, fideos, papas, choclo, mote o pan. Prefiere las versiones integrales cuando puedas, porque su fibra da saciedad por más tiempo.

Acompaña con agua y, si quieres postre, una fruta. Usa aceite de oliva o de canola en crudo, en poca cantidad.

Para practicar: toma una foto de tu almuerzo de hoy y compárala con el plato. ¿Qué parte le falta? Elige un solo cambio para mañana.`,
    `Planificar no es hacer una dieta: es decidir con calma lo que después, con hambre y apuro, cuesta decidir. Una hora el fin de semana te ahorra muchas compras de último minuto.

Primero, mira tu semana. ¿Qué días llegas tarde? ¿Cuándo almuerzas fuera? Esos días necesitan comidas rápidas o preparadas de antes.

Segundo, escribe un menú corto: cinco almuerzos y cinco cenas bastan. Repite preparaciones; no necesitas diez platos distintos. Una olla de legumbres puede ser guiso el lunes y ensalada el miércoles.

Tercero, haz la lista de compras por secciones de la feria o del supermercado: verduras, frutas, proteínas, despensa. Revisa lo que ya tienes antes de salir, y compra lo que está en temporada.

Cuarto, cocina en bloque: un día a la semana prepara cereales, legumbres y verduras asadas, y guárdalos en porciones. Tres días en el refrigerador; el resto, congelado.

Con Premium, el video «Meal prep de domingo para toda la semana» muestra una tarde de preparación completa. Y si tu nutricionista publicó tu plan de alimentación, usa su lista de compras como punto de partida.`,
  ],
  'fuerza-en-casa': [
    `Antes de entrenar conviene saber desde dónde partes. Estas tres pruebas se hacen en casa, en diez minutos, y las repetirás al final del curso para ver tu avance.

Sentadilla a una silla: siéntate y levántate sin usar las manos durante treinta segundos. Cuenta cuántas veces lo logras con buena técnica.

Flexiones: en el suelo o con las manos apoyadas en una mesa firme, cuenta cuántas haces seguidas con el cuerpo recto, sin que la cadera caiga.

Plancha: con el apoyo en antebrazos y puntas de pies, o en las rodillas, mide cuántos segundos mantienes la posición sin dolor lumbar.

Anota los tres números en tu progreso de Vitalia. No hay resultados buenos ni malos: son tu punto de partida.

Si sientes dolor agudo, mareo o falta de aire fuera de lo normal, detente y consúltalo con tu profesional antes de seguir. Si tienes una lesión o una condición de salud, cuéntanos en tu cuestionario de inicio para adaptar las rutinas.`,
    `El tren inferior sostiene todo lo que haces durante el día: subir escaleras, cargar las bolsas, levantarte del suelo. Tres ejercicios bastan para fortalecerlo.

Sentadilla: pies al ancho de las caderas, peso en los talones, baja como si fueras a sentarte en una silla y vuelve a subir empujando el suelo. Las rodillas siguen la dirección de la punta de los pies.

Zancada: da un paso largo hacia adelante y baja hasta que ambas rodillas formen ángulos rectos. Mantén el tronco erguido. Si te cuesta el equilibrio, apóyate en una pared.

Puente de glúteos: de espalda, con las rodillas dobladas, aprieta los glúteos y sube la cadera hasta formar una línea con el tronco, sin arquear la zona lumbar.

Esta semana haz tres series de diez repeticiones de cada uno, tres días no seguidos. Descansa un minuto entre series. Cuando te resulte fácil, agrega una mochila con libros o baja más lento: la fuerza crece con el esfuerzo, no con la prisa.`,
    `Un core fuerte protege tu espalda y mejora tu postura. El tren superior te permite empujar, tirar y cargar sin lesionarte. Sin máquinas, tu propio peso y una toalla alcanzan.

Flexiones adaptadas: empieza con las manos en una mesa o en la pared. Baja el pecho con los codos a unos 45 grados del cuerpo y empuja de vuelta. Cuando hagas quince seguidas, baja la altura del apoyo.

Remo con toalla: amarra una toalla a la manilla de una puerta firme, inclínate hacia atrás con los brazos estirados y tira de ella llevando los codos hacia atrás. Mientras más inclines el cuerpo, más difícil.

Plancha: sobre antebrazos, con el cuerpo recto y el abdomen activo. Empieza con series de veinte segundos y suma cinco cada semana.

Combina los tres en un circuito: diez flexiones, diez remos, una plancha, y descansa un minuto. Repite tres veces. Al terminar el curso, vuelve a hacer las pruebas de la evaluación inicial y compara tus números.`,
  ],
  'ansiedad-y-comida': [
    `Muchos atracones siguen el mismo ciclo. Primero, una restricción: saltarse comidas, prohibirse alimentos o pasar el día "portándose bien". Luego, una emoción difícil (estrés, soledad, cansancio) se suma al hambre acumulada. Llega el atracón, que alivia por unos minutos, y después la culpa, que lleva a restringir de nuevo. Y el ciclo vuelve a empezar.

Entender este ciclo cambia la pregunta. En vez de "¿por qué no tengo fuerza de voluntad?", la pregunta pasa a ser "¿qué lo está alimentando?". Casi siempre hay más de una respuesta: horarios de comida irregulares, dormir poco, emociones que no tienen otro lugar donde ir.

Esta semana no intentes cortar el ciclo por la fuerza. Solo obsérvalo. Cada vez que comas más de lo que querías, registra en tu diario qué comiste antes ese día, cómo dormiste y qué sentías. Sin juzgarte.

Con dos o tres semanas de registros aparecerán patrones. Llévalos a tu consulta con Valentina: son el punto de partida para cambiar lo que de verdad importa.`,
    `Cuando una emoción intensa empuja hacia la comida, necesitas herramientas breves que funcionen en ese momento, no solo reflexiones para después.

Nombra la emoción. Decir en voz baja "esto es ansiedad" o "esto es cansancio" reduce su intensidad. Parece poco, pero le da al cerebro un momento para elegir.

Respira. La respiración 4-7-8 del video de esta lección baja las revoluciones en menos de dos minutos: inhala contando hasta cuatro, sostén hasta siete, exhala hasta ocho.

Espera diez minutos. No te prohíbas comer: solo posterga la decisión. Si después de diez minutos todavía quieres comer, hazlo en la mesa, en un plato y sin pantallas, saboreando.

Ten una lista de alternativas a mano: llamar a alguien, salir a caminar diez minutos, darte una ducha, escribir lo que sientes. Ninguna es perfecta; basta con que alguna funcione algunas veces.

Practica estas herramientas primero en momentos tranquilos. Así estarán disponibles cuando más las necesites.`,
  ],
  'diabetes-tipo-2': [
    `En Chile, los alimentos altos en azúcares, sodio, grasas saturadas o calorías llevan un sello negro "ALTO EN". Para quien vive con diabetes tipo 2, saber leerlos es una herramienta diaria.

El sello "ALTO EN AZÚCARES" es el más importante para ti: indica que el producto supera el límite de azúcares por cada 100 gramos. Entre dos productos parecidos, prefiere el que tiene menos sellos.

Pero el sello no lo dice todo. Revisa también la tabla nutricional: mira los carbohidratos disponibles por porción, no solo el azúcar. Un pan sin sello puede aportar tantos carbohidratos como una galleta.

Lee la lista de ingredientes: van de mayor a menor cantidad. Si el azúcar, la glucosa, el jarabe de maíz o la maltodextrina aparecen entre los primeros, el producto tiene mucho.

Cuidado con los productos "light" o "sin azúcar añadida": pueden tener harinas refinadas o grasas que también cuentan.

Para practicar: en tu próxima compra, compara dos yogures o dos cereales del desayuno y elige con esta información.`,
    `Los carbohidratos no son el enemigo: son la principal fuente de energía del cuerpo. Con diabetes tipo 2, la clave está en la cantidad, el tipo y la compañía.

La cantidad: reparte los carbohidratos a lo largo del día, en porciones parecidas, en vez de concentrarlos en una sola comida. Tu nutricionista te indicará cuántas porciones te corresponden.

El tipo: prefiere los que tienen fibra, porque elevan la glucosa más lento. Legumbres, avena, pan integral, arroz integral y frutas enteras (no en jugo) son buenas opciones.

La compañía: un carbohidrato solo sube la glucosa más rápido que acompañado. Combínalo con proteína, verduras o una grasa saludable: pan integral con huevo, fruta con un puñado de frutos secos, arroz con legumbres y ensalada.

Una porción de carbohidratos equivale, por ejemplo, a media taza de arroz cocido, una rebanada de pan integral o una fruta mediana.

Si usas un glucómetro, mide antes y dos horas después de una comida nueva: tu cuerpo te dirá cómo le sienta cada combinación.`,
  ],
};

/** Minutes a reading takes at an unhurried 180 words a minute, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 180));
}
