--TEST--
a backtrack error part-way in set order
--INI--
pcre.jit=0
--FILE--
<?php
ini_set('pcre.backtrack_limit', '10000');
$s = 'ok ' . str_repeat('a', 30) . 'b';
var_dump(preg_match_all('/ok|(?:a+)+c/', $s, $m, PREG_SET_ORDER), $m);
--EXPECT--
bool(false)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    string(2) "ok"
  }
}
