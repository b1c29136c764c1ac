--TEST--
diff with microseconds
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTime('2021-01-01 00:00:00.75');
$b = new DateTime('2021-01-01 00:00:01.25');
$i = $a->diff($b);
var_dump($i->s, $i->f, $i->format('%s %f %F'));
$i = $b->diff($a);
var_dump($i->s, $i->f, $i->invert);
?>
--EXPECT--
int(0)
float(0.5)
string(15) "0 500000 500000"
int(0)
float(0.5)
int(1)
