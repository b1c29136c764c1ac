--TEST--
nested arrays
--FILE--
<?php
$c = range(1, 2);
$d = [$c, $c];
debug_zval_dump($d);
--EXPECT--
array(2) refcount(2){
  [0]=>
  array(2) refcount(3){
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) refcount(3){
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
