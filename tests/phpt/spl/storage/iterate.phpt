--TEST--
SplObjectStorage iteration with getInfo
--FILE--
<?php
$s = new SplObjectStorage;
$o1 = new stdClass; $o1->n = 1;
$o2 = new stdClass; $o2->n = 2;
$s->attach($o1, 'one'); $s->attach($o2, 'two');
foreach ($s as $k => $o) { echo $k, " ", $o->n, " ", $s->getInfo(), "\n"; }
?>
--EXPECT--
0 1 one
1 2 two
