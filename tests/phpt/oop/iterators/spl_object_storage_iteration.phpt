--TEST--
SplObjectStorage as an object set and map
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass; $a->n = 'a';
$b = new stdClass; $b->n = 'b';
$s[$a] = 'data a';
$s->attach($b);
$s->attach($a, 'replaced');
var_dump(count($s), $s[$a], $s->contains($b));
foreach ($s as $i => $obj) echo $i, ' ', $obj->n, ' ', var_export($s[$obj], true), "\n";
$s->detach($a);
var_dump(count($s));
--EXPECT--
int(2)
string(8) "replaced"
bool(true)
0 a 'replaced'
1 b NULL
int(1)
