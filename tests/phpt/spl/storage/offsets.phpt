--TEST--
SplObjectStorage ArrayAccess methods
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass;
$s->offsetSet($a, [1, 2]);
var_dump($s->offsetExists($a), $s->offsetGet($a));
$s->offsetUnset($a);
var_dump($s->offsetExists($a), count($s));
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(false)
int(0)
