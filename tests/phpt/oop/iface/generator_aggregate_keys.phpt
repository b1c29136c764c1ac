--TEST--
yield from inside getIterator and iterator_to_array preserving keys
--FILE--
<?php
class C implements IteratorAggregate { function getIterator(): Generator { yield from ['x' => 1, 'y' => 2]; yield 'z' => 3; } }
var_dump(iterator_to_array(new C));
var_dump(iterator_count(new C));
--EXPECT--
array(3) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
  ["z"]=>
  int(3)
}
int(3)
