--TEST--
SplObjectStorage attaching twice replaces data
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass;
$s->attach($a, 1); $s->attach($a, 2);
var_dump(count($s), $s->offsetGet($a));
?>
--EXPECT--
int(1)
int(2)
