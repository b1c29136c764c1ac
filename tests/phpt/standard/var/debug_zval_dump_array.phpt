--TEST--
arrays built at run time
--FILE--
<?php
$c = range(1, 3);
debug_zval_dump($c);
$d = $c;
debug_zval_dump($c);
--EXPECT--
array(3) refcount(2){
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) refcount(3){
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
