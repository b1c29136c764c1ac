--TEST--
character classes with multibyte members
--FILE--
<?php
var_dump(preg_match_all('/[éè]/u', 'élève', $m), $m[0]);
var_dump(preg_match_all('/[à-ÿ]/u', 'aéz', $m), $m[0]);
--EXPECT--
int(2)
array(2) {
  [0]=>
  string(2) "é"
  [1]=>
  string(2) "è"
}
int(1)
array(1) {
  [0]=>
  string(2) "é"
}
