--TEST--
settype to array and null
--FILE--
<?php
$a = 5; settype($a, "array"); var_dump($a);
$b = null; settype($b, "array"); var_dump($b);
$c = "x"; settype($c, "null"); var_dump($c);
--EXPECT--
array(1) {
  [0]=>
  int(5)
}
array(0) {
}
NULL
