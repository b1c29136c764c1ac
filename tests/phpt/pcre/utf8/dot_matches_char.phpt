--TEST--
. matches one character with /u
--FILE--
<?php
var_dump(preg_match_all('/./u', 'aé€😀', $m), $m[0]);
var_dump(preg_match_all('/./', 'é', $m), array_map('bin2hex', $m[0]));
--EXPECT--
int(4)
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(2) "é"
  [2]=>
  string(3) "€"
  [3]=>
  string(4) "😀"
}
int(2)
array(2) {
  [0]=>
  string(2) "c3"
  [1]=>
  string(2) "a9"
}
