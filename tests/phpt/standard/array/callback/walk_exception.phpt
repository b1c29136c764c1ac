--TEST--
array_walk() stops at an exception
--FILE--
<?php
$a = [1, 2, 3];
try {
    array_walk($a, function (&$v) { if ($v == 2) throw new Exception('stop'); $v = 0; });
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
var_dump($a);
--EXPECT--
stop
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
