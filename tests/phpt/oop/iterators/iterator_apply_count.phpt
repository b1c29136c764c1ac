--TEST--
iterator_apply and iterator_count with user iterators
--FILE--
<?php
$it = new ArrayIterator([1, 2, 3, 4]);
$n = iterator_apply($it, function ($it) { echo $it->current(), ' '; return $it->current() < 3; }, [$it]);
echo "\n";
var_dump($n);
var_dump(iterator_count($it), iterator_count(new ArrayIterator([])));
var_dump(iterator_count([1, 2]), iterator_to_array([5 => 1]));
--EXPECT--
1 2 3 
int(3)
int(4)
int(0)
int(2)
array(1) {
  [5]=>
  int(1)
}
