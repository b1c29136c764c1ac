--TEST--
var_dump after a reference's other side goes away
--FILE--
<?php
$x = 5;
$a = [&$x];
unset($x);
var_dump($a);
--EXPECT--
array(1) {
  [0]=>
  int(5)
}
