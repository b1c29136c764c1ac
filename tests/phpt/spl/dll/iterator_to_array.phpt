--TEST--
iterator_to_array over SplStack
--FILE--
<?php
$s = new SplStack;
$s->push('a'); $s->push('b');
var_dump(iterator_to_array($s));
var_dump(iterator_count($s));
?>
--EXPECT--
array(2) {
  [1]=>
  string(1) "b"
  [0]=>
  string(1) "a"
}
int(2)
