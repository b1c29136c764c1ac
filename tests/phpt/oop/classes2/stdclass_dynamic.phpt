--TEST--
stdClass accepts dynamic properties without deprecation
--FILE--
<?php
$o = new stdClass;
$o->a = 1;
$o->{'b c'} = 2;
$o->{'0'} = 3;
var_dump($o);
unset($o->a);
var_dump(isset($o->a), property_exists($o, 'b c'));
$o2 = (object)['x' => 1];
$o2->y = 2;
var_dump($o2);
--EXPECT--
object(stdClass)#1 (3) {
  ["a"]=>
  int(1)
  ["b c"]=>
  int(2)
  ["0"]=>
  int(3)
}
bool(false)
bool(true)
object(stdClass)#2 (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
