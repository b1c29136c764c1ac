--TEST--
references inside arrays
--FILE--
<?php
$x = 1;
$r = [&$x, $x];
debug_zval_dump($r);
--EXPECT--
array(2) refcount(2){
  [0]=>
  reference refcount(2) {
    int(1)
  }
  [1]=>
  int(1)
}
