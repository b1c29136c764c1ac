--TEST--
several modifiers at once
--FILE--
<?php
var_dump(preg_match('/^ A . B $/xism', "x\na\nb", $m), $m);
var_dump(preg_match('~é+~iu', 'ÉÉé', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(3) "a
b"
}
int(1)
array(1) {
  [0]=>
  string(6) "ÉÉé"
}
