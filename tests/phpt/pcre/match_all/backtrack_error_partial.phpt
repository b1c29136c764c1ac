--TEST--
a backtrack error part-way leaves the matches found so far
--INI--
pcre.jit=0
--FILE--
<?php
ini_set('pcre.backtrack_limit', '10000');
$s = 'ok ' . str_repeat('a', 30) . 'b';
var_dump(preg_match_all('/ok|(?:a+)+c/', $s, $m), $m);
var_dump(preg_last_error_msg());
--EXPECT--
bool(false)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    string(2) "ok"
  }
}
string(25) "Backtrack limit exhausted"
