--TEST--
SplObjectStorage current() returns the object
--FILE--
<?php
$s = new SplObjectStorage;
$o = new stdClass;
$s[$o] = 1;
$s->rewind();
var_dump($s->current() === $o, $s->key(), $s->getInfo());
?>
--EXPECT--
bool(true)
int(0)
int(1)
