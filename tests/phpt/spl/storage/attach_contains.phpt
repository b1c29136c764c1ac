--TEST--
SplObjectStorage attach/contains/detach
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass; $b = new stdClass;
$s->attach($a); $s->attach($b, 'data');
var_dump($s->count(), $s->contains($a), $s->contains(new stdClass));
$s->detach($a);
var_dump($s->count(), $s->contains($a));
?>
--EXPECT--
int(2)
bool(true)
bool(false)
int(1)
bool(false)
