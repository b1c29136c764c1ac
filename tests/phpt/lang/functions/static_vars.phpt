--TEST--
Static variables keep their value between calls
--FILE--
<?php
function counter() { static $n = 0; return ++$n; }
counter(); counter();
var_dump(counter());
function multi() { static $a = 1, $b = [1]; $a *= 2; $b[] = $a; return $b; }
multi();
var_dump(multi());
--EXPECT--
int(3)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(4)
}
