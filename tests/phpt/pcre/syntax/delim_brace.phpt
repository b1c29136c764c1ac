--TEST--
braces as delimiters with a quantifier inside
--FILE--
<?php
var_dump(preg_match('{a{2}}', 'xaa', $m), $m);
var_dump(preg_match('{a{2}}i', 'xAA', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "aa"
}
int(1)
array(1) {
  [0]=>
  string(2) "AA"
}
