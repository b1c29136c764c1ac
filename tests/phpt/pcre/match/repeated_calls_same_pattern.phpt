--TEST--
the same pattern used many times
--FILE--
<?php
$n = 0;
for ($i = 0; $i < 1000; $i++) {
    $n += preg_match('/(\d)(\d)?/', (string)$i, $m);
}
var_dump($n, $m);
--EXPECT--
int(1000)
array(3) {
  [0]=>
  string(2) "99"
  [1]=>
  string(1) "9"
  [2]=>
  string(1) "9"
}
