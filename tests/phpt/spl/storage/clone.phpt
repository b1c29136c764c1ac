--TEST--
SplObjectStorage clone
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass;
$s->attach($a, 1);
$c = clone $s;
$c->attach(new stdClass);
$c->offsetSet($a, 2);
var_dump(count($s), count($c), $s->offsetGet($a), $c->offsetGet($a));
?>
--EXPECT--
int(1)
int(2)
int(1)
int(2)
