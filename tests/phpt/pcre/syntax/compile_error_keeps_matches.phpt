--TEST--
a bad pattern leaves $matches untouched
--FILE--
<?php
$m = 'old';
var_dump(preg_match('/(/', 'a', $m), $m);
$m = [1, 2];
var_dump(preg_match('', 'a', $m), $m);
--EXPECTF--

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 3
bool(false)
string(3) "old"

Warning: preg_match(): Empty regular expression in %s on line 5
bool(false)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
